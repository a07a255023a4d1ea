import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

type StatRow = { value?: unknown; label?: unknown }

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** A figure row staff added and left empty: neither a value nor a label. */
export const isEmptyStatRow = (row: unknown): boolean => {
  const { value, label } = (row ?? {}) as StatRow
  return blank(value) && blank(label)
}

/**
 * Where figures are optional, an empty row is no mistake: it is dropped on save (before validation)
 * instead of refusing the page; a row half filled still asks for the other half.
 */
export const dropEmptyStatRows: FieldHook = ({ value }) => (Array.isArray(value) ? value.filter((row) => !isEmptyStatRow(row)) : value)

/** A row's value or label: required once the row has anything in it (the form checks the rows the hook will drop). */
export const requiredUnlessRowEmpty: TextFieldSingleValidation = (value, options) =>
  isEmptyStatRow(options.siblingData) ? true : text(value, { ...options, required: true })
