import { randomBytes } from 'node:crypto'

import { LANGUAGE_NOTICE_BLOCK } from '../lib/notice-languages'
import type { LegalDocument } from '../payload-types'
import type { LegalBlock } from './types'

type RichText = LegalDocument['body']
type Node = RichText['root']['children'][number]

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const textNode = (text: string): Node => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

function blockToNode(block: LegalBlock): Node {
  switch (block.type) {
    case 'heading':
      return { ...base, type: 'heading', tag: 'h2', children: [textNode(block.text)] }
    case 'paragraph':
      return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(block.text)] }
    case 'list':
      return {
        ...base,
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        children: block.items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [textNode(item)] })),
      }
    case 'languageNotice':
      return {
        type: 'block',
        version: 2,
        format: '',
        // Lexical block ids are 24 hex characters, as Payload's editor writes them.
        fields: {
          id: randomBytes(12).toString('hex'),
          blockName: '',
          blockType: LANGUAGE_NOTICE_BLOCK,
          language: block.language,
          text: block.text,
        },
      }
  }
}

/** Lexical editor state for plain structured text (headings, paragraphs, bullet lists, taglines in other languages). */
export function toLexical(blocks: LegalBlock[]): RichText {
  return { root: { ...base, type: 'root', children: blocks.map(blockToNode) } }
}
