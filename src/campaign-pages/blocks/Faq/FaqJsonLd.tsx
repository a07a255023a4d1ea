import { JsonLdScript } from '@/components/seo/JsonLdScript'

import type { FaqBlock } from '../../../payload-types'
import { faqPageJsonLd } from './faq-json-ld'

/** The page's FAQPage structured data; nothing when the page has no FAQ block. */
export function FaqJsonLd({ blocks }: { blocks: FaqBlock[] }) {
  const data = faqPageJsonLd(blocks)
  return data && <JsonLdScript data={data} />
}
