/**
 * Long seed text written over several source lines (no line over 140 characters): each line
 * break and the indentation around it become one space.
 */
export function prose(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((joined, part, index) => joined + part + (index < values.length ? String(values[index]) : ''), '')
  return text.replace(/\s*\n\s*/g, ' ').trim()
}
