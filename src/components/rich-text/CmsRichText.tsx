import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import type { RichTextBlock } from '../../payload-types'
import { type HeadingTag, richTextConverters } from './rich-text-converters'

/** A rich-text field's value as Payload's generated types describe it (the Lexical editor state). */
export type CmsRichTextData = RichTextBlock['content']

type Props = {
  data: CmsRichTextData
  /** The highest heading the text may render (see richTextConverters). */
  highest?: HeadingTag
  className?: string
}

/** Rich text from the CMS, rendered to HTML on the server, its headings kept inside the page's outline. */
export function CmsRichText({ data, highest = 'h2', className }: Props) {
  return (
    <div className={className}>
      <RichText data={data as ComponentProps<typeof RichText>['data']} converters={richTextConverters(highest)} disableContainer />
    </div>
  )
}
