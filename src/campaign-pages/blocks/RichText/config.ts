import type { Block } from 'payload'

export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Texto', plural: 'Textos' },
  fields: [{ name: 'content', label: 'Contenido', type: 'richText', required: true }],
}
