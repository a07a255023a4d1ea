/** Lexical editor states as Payload's editor saves them, built by hand for the block tests. */
import type { RichTextBlock } from '@/payload-types'

type EditorState = RichTextBlock['content']
type Node = EditorState['root']['children'][number]

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

/** A run of text; `bold` sets Lexical's bold format bit. */
export const text = (value: string, { bold = false } = {}): Node => ({
  type: 'text',
  text: value,
  detail: 0,
  format: bold ? 1 : 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const link = (url: string, label: string, { newTab = false } = {}): Node => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab },
  children: [text(label)],
})

/** A link staff made to another document of the CMS; `value` is the document as Payload fills it in, or only its id. */
export const internalLink = (relationTo: string, value: number | { id: number; slug?: string }, label: string): Node => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
  children: [text(label)],
})

export const paragraph = (...children: Node[]): Node => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children })

export const heading = (tag: 'h1' | 'h2' | 'h3' | 'h4', value: string): Node => ({ ...base, type: 'heading', tag, children: [text(value)] })

export const bulletList = (...items: string[]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [text(item)] })),
})

export const editorState = (...children: Node[]): EditorState => ({ root: { ...base, type: 'root', children } })
