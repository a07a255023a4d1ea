import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { FAQPage, WithContext } from 'schema-dts'

import type { FaqBlock } from '../../../payload-types'

type EditorState = Parameters<typeof convertLexicalToPlaintext>[0]['data']

/**
 * schema.org FAQPage for search engines: every question of a page's FAQ blocks, in order, each
 * answer as plain text (Payload's own Lexical converter: paragraphs and lists on their own
 * lines, links and bold as their words). Null when the page has no question.
 */
export function faqPageJsonLd(blocks: FaqBlock[]): WithContext<FAQPage> | null {
  const questions = blocks.flatMap((block) => block.questions)
  if (!questions.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: convertLexicalToPlaintext({ data: item.answer as EditorState }).trim() },
    })),
  }
}
