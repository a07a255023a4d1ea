/**
 * The id a relationship field holds. Payload hands the id itself, or the related document when
 * the read populated it (depth > 0); a form in the admin may hand the id as text. Anything else
 * (nothing chosen, a deleted document) is `null`.
 */
export function relationId(value: unknown): number | null {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  if (typeof id === 'number') return Number.isFinite(id) ? id : null
  if (typeof id === 'string' && id.trim() !== '') {
    const number = Number(id)
    return Number.isFinite(number) ? number : null
  }
  return null
}
