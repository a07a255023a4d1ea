/** JSON with object keys in order, so equal content always gives the same text (and the same hash). */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${stableJson(inner)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
