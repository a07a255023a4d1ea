import { describe, expect, it } from 'vitest'
import { legalDocumentSlugs } from '@/lib/legal-document-slugs.mjs'
import nextConfig from '../../../../next.config.mjs'

type Rule = { source: string; destination: string; permanent?: boolean }

describe('legal document routes', () => {
  it('rewrites exactly the legal documents of the CMS to their own route', async () => {
    const rewrites = (await nextConfig.rewrites!()) as Rule[]
    const legal = rewrites.find((rule) => rule.destination === '/legal/:slug')
    expect(legal).toBeDefined()
    const paths = /^\/:slug\((.*)\)$/.exec(legal!.source)?.[1].split('|')
    expect(paths?.sort()).toEqual([...legalDocumentSlugs].sort())
  })

  it('sends the internal path to the public one', async () => {
    const redirects = (await nextConfig.redirects!()) as Rule[]
    expect(redirects).toContainEqual({ source: '/legal/:slug', destination: '/:slug', permanent: true })
  })
})
