import type { MetadataRoute } from 'next'

import { legalLinks } from '@/copy/site'
import { publicServerUrl } from '@/lib/server/server-env'

// Built per request from the configured public URL; it reads no database.
export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = publicServerUrl()
  return [
    { url: `${base}/`, changeFrequency: 'weekly', priority: 1 },
    ...legalLinks.map((link) => ({ url: `${base}${link.href}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
  ]
}
