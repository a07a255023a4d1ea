/**
 * How deeply a JSON text nests, measured on the text itself before it is parsed: a linear scan
 * with no recursion, so a body of thousands of `[`/`{` costs as much as any other of its size.
 * A document nested deeper than anything a sender really writes is refused here rather than
 * parsed and handed to code (zod, Payload, Postgres's jsonb) that walks it recursively.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // a backslash: the next character is escaped
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > maxDepth) return true
    } else if (char === 0x7d || char === 0x5d) {
      depth--
    }
  }
  return false
}
