/**
 * Payload gives upload URLs with the server's origin; the site serves them itself, so
 * `next/image` gets the same-site path (a local image it may optimise, never a remote one).
 */
export function localMediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith('/api/media/') ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
