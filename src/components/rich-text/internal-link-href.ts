import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'

/** The collections whose documents a visitor opens at `/<slug>`: campaign pages and legal documents. */
const collectionsAtSlug = new Set(['pages', 'legal-documents'])

/**
 * Where a link staff made to another document of the CMS leads on the site. Payload fills in
 * the linked document when the text is read at depth 1 or more; a link to anything without a
 * public address (or not filled in) stays on the page ('#'), as Payload's own converter does.
 */
export function internalLinkHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const doc = linkNode.fields.doc
  const slug = doc && typeof doc.value === 'object' ? doc.value.slug : undefined
  return doc && collectionsAtSlug.has(doc.relationTo) && typeof slug === 'string' && slug ? `/${slug}` : '#'
}
