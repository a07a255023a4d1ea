/**
 * What a redirect (a short link printed as a QR code, an old address) may leave from and lead to,
 * as pure rules: the admin's validations (src/campaign-pages/redirects/) and the proxy's lookup
 * (src/campaign-pages/read/path-routes.ts, for rows saved before the rules) share them.
 */
import { reservedPageSlugs } from '../../lib/page-slug'

/** The hosts a new site starts with: the official sites a Medicare or Marketplace campaign may send to. */
export const DEFAULT_REDIRECT_HOSTS = ['www.medicare.gov', 'www.healthcare.gov', 'www.cuidadodesalud.gov'] as const

/** Next's own files also live at the root of the path space. */
const siteRouteSegments = new Set([...reservedPageSlugs, '_next'])

// Whitespace, controls, bidi marks and backslashes (browsers read `/\host` as `//host`).
const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}\\]/u
const HOST_SHAPE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A path as the rules compare it: no query or fragment, percent-decoded, lower-case, without trailing slashes. */
export function comparablePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]
  return decoded(bare).toLowerCase().replace(/\/+$/, '') || '/'
}

/** A path of this site: one leading slash, nothing a browser would read as another host. */
export function isSitePath(text: string): boolean {
  return /^\/(?![/\\])/.test(text) && !UNSAFE_CHARACTERS.test(text) && !UNSAFE_CHARACTERS.test(decoded(text))
}

/** A source may not take an address the site answers itself, in any case (`/Contacto`, `/CITAS/x`, `/`). */
export function shadowsSiteRoute(path: string): boolean {
  const comparable = comparablePath(path)
  return comparable === '/' || siteRouteSegments.has(comparable.split('/')[1])
}

/** The first segment of a destination path is one of the site's routes, exactly as Next matches it. */
export function isSiteRouteDestination(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0]
  return bare === '/' || reservedPageSlugs.includes(bare.split('/')[1])
}

/** The hosts in the setting «Dominios permitidos para redirecciones»: one per line (commas and spaces also part them). */
export function allowedHostList(setting: string | null | undefined): string[] {
  return (setting ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
}

export const isHostName = (host: string): boolean => HOST_SHAPE.test(host)

export type ExternalDestination = { ok: true } | { ok: false; host: string | null }

/**
 * An outside destination: `https://` as written, no user or port, on an allowed host (exactly:
 * `www.medicare.gov` allows neither `medicare.gov` nor `www.medicare.gov.evil.example`).
 */
export function checkExternalDestination(url: string, allowedHosts: readonly string[]): ExternalDestination {
  if (!/^https:\/\/[^/\\]/.test(url) || UNSAFE_CHARACTERS.test(url) || !URL.canParse(url)) return { ok: false, host: null }
  const parsed = new URL(url)
  if (parsed.username || parsed.password || parsed.port) return { ok: false, host: null }
  return allowedHosts.includes(parsed.hostname) ? { ok: true } : { ok: false, host: parsed.hostname }
}

/** What the proxy may send a visitor to from a stored row: a path of the site or an allowed https address. */
export function isFollowableDestination(url: string, allowedHosts: readonly string[]): boolean {
  return isSitePath(url) || checkExternalDestination(url, allowedHosts).ok
}
