import type { DateFieldValidation } from 'payload'

/** The end field of a time range: after its start, so a range always has a length. */
export const endsAfterStart: DateFieldValidation = (value, { siblingData }) => {
  const startsAt = (siblingData as { startsAt?: string | Date | null }).startsAt
  if (!value || !startsAt) return true
  return new Date(value).getTime() > new Date(startsAt).getTime() || 'La hora final debe ser posterior a la inicial.'
}
