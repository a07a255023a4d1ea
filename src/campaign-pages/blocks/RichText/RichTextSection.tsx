import { CmsRichText } from '@/components/rich-text/CmsRichText'

import type { RichTextBlock } from '../../../payload-types'

/** Free text staff write for a page, in a readable column with the legal pages' prose styles. */
export function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="bg-white py-16 sm:py-20">
      <CmsRichText data={block.content} className="legal-body container max-w-3xl text-lg sm:text-xl" />
    </section>
  )
}
