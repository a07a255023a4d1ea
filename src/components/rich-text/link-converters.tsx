import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { copy } from '@/copy/site'

import { internalLinkHref } from './internal-link-href'

/**
 * Payload's link converters (LinkJSXConverter) as the site writes links: a link to a page or
 * legal document of the CMS leads to its address, and one that opens a new tab says so to a
 * screen reader, like every other new-tab link of the site.
 */
export const linkConverters: JSXConverters<SerializedAutoLinkNode | SerializedLinkNode> = {
  autolink: ({ node, nodesToJSX }) => (
    <SiteLink href={node.fields.url ?? ''} newTab={node.fields.newTab}>
      {nodesToJSX({ nodes: node.children })}
    </SiteLink>
  ),
  link: ({ node, nodesToJSX }) => (
    <SiteLink
      href={node.fields.linkType === 'internal' ? internalLinkHref({ linkNode: node }) : (node.fields.url ?? '')}
      newTab={node.fields.newTab}
    >
      {nodesToJSX({ nodes: node.children })}
    </SiteLink>
  ),
}

function SiteLink({ href, newTab, children }: { href: string; newTab: boolean; children: ReactNode }) {
  if (!newTab) return <a href={href}>{children}</a>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {copy.footer.newTab}</span>
    </a>
  )
}
