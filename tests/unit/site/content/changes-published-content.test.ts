import { describe, expect, it } from 'vitest'

import { changesPublishedContent } from '@/content/revalidate'

describe('changesPublishedContent', () => {
  it('a draft saved over a draft leaves the published page alone', () => {
    expect(changesPublishedContent({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
  })

  it.each([
    ['publishing', { _status: 'published' as const }, { _status: 'draft' as const }],
    ['unpublishing', { _status: 'draft' as const }, { _status: 'published' as const }],
    ['saving a draft over the published version', { _status: 'draft' as const }, { _status: 'published' as const }],
    ['editing a published document', { _status: 'published' as const }, { _status: 'published' as const }],
    ['a document without drafts', {}, {}],
    ['the first save', { _status: 'draft' as const }, undefined],
  ])('%s expires the page', (_case, doc, previousDoc) => {
    expect(changesPublishedContent(doc, previousDoc)).toBe(true)
  })
})
