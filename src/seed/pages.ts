import type { Payload } from 'payload'

import type { Page } from '../payload-types'
import { pagesSeed, radioShortLink } from './content/pages'
import { toLexical } from './lexical'
import type { PageSeed } from './types'

/** Seeds run outside Next: no cache to revalidate. */
const context = { skipRevalidate: true }

const toLayout = (layout: PageSeed['layout']): Page['layout'] =>
  layout.map((block) =>
    block.blockType === 'faq'
      ? {
          ...block,
          questions: block.questions.map(({ question, answer }) => ({
            question,
            answer: toLexical(answer.map((text) => ({ type: 'paragraph' as const, text }))),
          })),
        }
      : block,
  )

/**
 * The example campaign pages, as drafts (staff review and publish them), and the radio spot's
 * short link to the first. Each is created only when missing: staff edits are never overwritten.
 */
export async function seedPages(payload: Payload): Promise<void> {
  for (const page of pagesSeed) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug } }, overrideAccess: true })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'pages',
      data: { title: page.title, slug: page.slug, meta: page.meta, layout: toLayout(page.layout), _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context,
    })
  }
  await seedRadioShortLink(payload)
}

async function seedRadioShortLink(payload: Payload): Promise<void> {
  const { from, toPageSlug, campaign } = radioShortLink
  const { totalDocs } = await payload.count({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true })
  if (totalDocs > 0) return
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: toPageSlug } },
    draft: true,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) return
  await payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'reference', reference: { relationTo: 'pages', value: docs[0].id } }, type: '302', campaign },
    overrideAccess: true,
    context,
  })
}
