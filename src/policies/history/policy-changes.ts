import { optionLabel } from '../../lib/option-label'
import { relationId } from '../../lib/relation-id'
import { formatSpanishDate } from '../../lib/spanish-time'
import type { Policy } from '../../payload-types'
import { policyFieldLabels } from '../policy-field-labels'
import { enrollmentPeriodOptions, policyLineOptions, policyStatusOptions } from '../policy-options'

/** Names of the related documents as they were and are now (the hook reads them; staff may not read accounts). */
export type RelatedNames = {
  carrier: { from?: string | null; to?: string | null }
  agentOfRecord: { from?: string | null; to?: string | null }
}

type Shown = (value: unknown, side: 'from' | 'to', names: RelatedNames) => string

const plain: Shown = (value) => (value === null || value === undefined ? '' : String(value).trim())
const option =
  (options: readonly { value: string; label: string }[]): Shown =>
  (value) =>
    typeof value === 'string' && value ? optionLabel(options, value) : ''
const day: Shown = (value) => (typeof value === 'string' && value ? formatSpanishDate(value) : '')
const money: Shown = (value) => (typeof value === 'number' ? `US$ ${value.toFixed(2)}` : '')
const related =
  (field: keyof RelatedNames): Shown =>
  (value, side, names) =>
    relationId(value) ? (names[field][side] ?? `n.º ${relationId(value)}`) : ''
const record: Shown = (value) => (relationId(value) ? `documento firmado n.º ${relationId(value)}` : '')
const people: Shown = (value) => {
  const count = Array.isArray(value) ? value.length : 0
  if (count === 0) return ''
  return count === 1 ? '1 persona' : `${count} personas`
}
const changedText: Shown = (value) => (typeof value === 'string' && value.trim() ? '(texto)' : '')

/** The fields a history line names (by their labels in the form), in the form's order, and how a value reads. */
const tracked: { field: keyof typeof policyFieldLabels; shown: Shown; compare?: (value: unknown) => string }[] = [
  { field: 'line', shown: option(policyLineOptions) },
  { field: 'carrier', shown: related('carrier'), compare: (value) => String(relationId(value) ?? '') },
  { field: 'planName', shown: plain },
  { field: 'planId', shown: plain },
  { field: 'memberNumber', shown: plain },
  { field: 'status', shown: option(policyStatusOptions) },
  { field: 'appliedOn', shown: day },
  { field: 'statusChangedOn', shown: day },
  { field: 'effectiveDate', shown: day },
  { field: 'endDate', shown: day },
  { field: 'monthlyPremium', shown: money },
  { field: 'monthlySubsidy', shown: money },
  { field: 'netPremium', shown: money },
  { field: 'enrollmentPeriod', shown: option(enrollmentPeriodOptions) },
  { field: 'sepReason', shown: plain },
  { field: 'marketplaceApplicationId', shown: plain },
  {
    field: 'agentOfRecord',
    shown: related('agentOfRecord'),
    compare: (value) => String(relationId(value) ?? ''),
  },
  { field: 'precedingRecord', shown: record, compare: (value) => String(relationId(value) ?? '') },
  {
    field: 'householdMembers',
    shown: people,
    compare: (value) => JSON.stringify((Array.isArray(value) ? value : []).map(({ id: _id, ...member }) => member)),
  },
  { field: 'notes', shown: changedText, compare: plain as (value: unknown) => string },
]

const EMPTY = '—'

/**
 * The lines «Campo: antes → ahora» of what a save changed (every field set, on a creation), with
 * option labels and Spanish dates. Notes are long and free: the line says they changed, not what they say.
 */
export function policyChanges(previous: Partial<Policy> | undefined, doc: Partial<Policy>, names: RelatedNames): string[] {
  const lines: string[] = []
  for (const { field, shown, compare } of tracked) {
    const label = policyFieldLabels[field]
    const key = compare ?? ((value: unknown) => shown(value, 'to', names))
    const before = previous ? shown(previous[field], 'from', names) : ''
    const after = shown(doc[field], 'to', names)
    if (!previous) {
      if (after) lines.push(`${label}: ${after}`)
      continue
    }
    if (key(previous[field]) === key(doc[field])) continue
    if (field === 'notes') lines.push('Notas: modificadas')
    else lines.push(`${label}: ${before || EMPTY} → ${after || EMPTY}`)
  }
  return lines
}
