import type { MetadataRoute } from 'next'

import { getIndexablePages } from '@/campaign-pages/read/pages'
import { legalLinks } from '@/copy/site'
import { publicServerUrl } from '@/lib/server/server-env'

// Built per request from the configured public URL; the published pages come from the content cache.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicServerUrl()
  // With the database away the sitemap still lists the fixed pages.
  const pages = await getIndexablePages().catch(() => [])
  return [
    { url: `${base}/`, changeFrequency: 'weekly', priority: 1 },
    ...pages.map((page) => ({
      url: `${base}/${page.slug}`,
      lastModified: page.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...legalLinks.map((link) => ({ url: `${base}${link.href}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
  ]
}
