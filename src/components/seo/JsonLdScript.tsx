/**
 * Structured data for search engines as a script's own text. Every `<` is escaped (JSON reads
 * `\u003c` as the same character), so no text from the CMS can close the element.
 */
export function JsonLdScript({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's own text
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
