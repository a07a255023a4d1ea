import type { LegalBlock } from './types'

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const textNode = (text: string) => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

function blockToNode(block: LegalBlock) {
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
        children: block.items.map((item, index) => ({
          ...base,
          type: 'listitem',
          value: index + 1,
          children: [textNode(item)],
        })),
      }
  }
}

/** Lexical editor state for plain structured text (headings, paragraphs, bullet lists). */
export function toLexical(blocks: LegalBlock[]) {
  return { root: { ...base, type: 'root', children: blocks.map(blockToNode) } }
}
