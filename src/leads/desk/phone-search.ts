import type { Where } from 'payload'

import { phoneDigits } from '../../lib/phone'

/** The stored digits-only copy of a lead's phone, which list search and REST queries use. */
export const PHONE_DIGITS_FIELD = 'phoneDigits'

/** Fewer digits than this in a search are not a phone number: that condition matches nothing. */
const MIN_SEARCH_DIGITS = 3

const textOperators = new Set(['like', 'contains', 'equals'])

/** How people type a phone number: digits, spaces, brackets, dashes, dots and a leading plus. */
const typedAsPhone = /^[\d\s()+.-]+$/

/** The digits to look for in the stored phones, or none when the search is not a phone number. */
function searchedDigits(value: string): string | undefined {
  if (!typedAsPhone.test(value)) return undefined
  const digits = phoneDigits(value)
  return digits.length >= MIN_SEARCH_DIGITS ? digits : undefined
}

function digitsConstraint(constraint: unknown): unknown {
  if (!constraint || typeof constraint !== 'object') return constraint
  const rewritten: Record<string, unknown> = {}
  for (const [operator, value] of Object.entries(constraint)) {
    if (!textOperators.has(operator) || typeof value !== 'string') {
      rewritten[operator] = value
      continue
    }
    // An impossible value, so "Ana" searched in the phone column finds no phone (never all of them),
    // and "ana1985@gmail.com" does not find every phone holding 1985.
    rewritten[operator === 'equals' ? 'equals' : 'contains'] = searchedDigits(value) ?? '-'
  }
  return rewritten
}

/**
 * A query with every condition on the phone's digits rewritten to digits: the admin's search box
 * sends '(305) 555-0142' as typed, which only matches the stored '3055550142' once reduced to it.
 */
export function phoneSearchWhere(where: Where | undefined): Where | undefined {
  if (!where || typeof where !== 'object') return where
  const rewritten: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      rewritten[key] = value.map((nested) => phoneSearchWhere(nested as Where) as Where)
    } else if (key === PHONE_DIGITS_FIELD) {
      rewritten[key] = digitsConstraint(value) as Where[string]
    } else {
      rewritten[key] = value
    }
  }
  return rewritten
}
