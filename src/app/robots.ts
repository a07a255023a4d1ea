import type { MetadataRoute } from 'next'

import { publicServerUrl } from '@/lib/server/server-env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/'], disallow: ['/admin', '/api/'] },
    sitemap: `${publicServerUrl()}/sitemap.xml`,
  }
}
