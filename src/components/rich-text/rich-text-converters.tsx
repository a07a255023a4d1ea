import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { linkConverters } from './link-converters'
import { listConverters } from './list-converters'

/** The heading levels rich text may render at, from the highest a place allows down to h6. */
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

const level = (tag: string) => Number(tag.slice(1))

/**
 * Lexical's own converters, with headings kept inside the page's outline: the page title is
 * the only h1, so a heading written above `highest` in the editor renders at `highest` (an h1
 * becomes an h2 on a page of its own; inside a section that has its own h2, an h1 or h2 becomes
 * an h3). Lower headings keep their level. Links and lists are the site's (linkConverters, listConverters).
 */
export const richTextConverters =
  (highest: HeadingTag = 'h2'): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    ...linkConverters,
    ...listConverters,
    heading: (args) => {
      const Tag = (level(args.node.tag) < level(highest) ? highest : args.node.tag) as HeadingTag
      return <Tag>{args.nodesToJSX({ nodes: args.node.children })}</Tag>
    },
  })
