/** The path of a redirect's `from` as staff wrote it: a path, or a full address of which the path counts. */
function writtenPath(from: string): string {
  const written = from.trim()
  if (!/^https?:\/\//i.test(written) || !URL.canParse(written)) return written
  const { pathname, search } = new URL(written)
  try {
    return decodeURI(`${pathname}${search}`)
  } catch {
    return `${pathname}${search}`
  }
}

/**
 * The public address of a short link: the site's public origin and the redirect's `from`. Leading
 * slashes and backslashes are dropped first, so a `from` such as `//otro.example` stays on this site.
 */
export function shortLinkAddress(publicOrigin: string, from: string): string {
  return new URL(`/${writtenPath(from).replace(/^[/\\]+/, '')}`, publicOrigin).href
}

/** The name a downloaded QR code is saved under: `/radio` → `qr-radio.png`, `/` → `qr-inicio.svg`. */
export function shortLinkQrFileName(from: string, extension: 'png' | 'svg'): string {
  const words = writtenPath(from)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `qr-${words || 'inicio'}.${extension}`
}
