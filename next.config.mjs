import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image runs the standalone server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Lets the standalone check build beside the regular build without overwriting it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  experimental: {
    // The site's CSS (~8 KB gzip) goes in the HTML: no render-blocking request before first paint.
    inlineCss: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths keep every srcset (written twice: HTML and RSC payload) short.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [48, 96, 160, 320],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
