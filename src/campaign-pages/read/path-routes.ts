/**
 * What a path outside the site's fixed routes leads to: a campaign page or a redirect (short
 * links and old addresses). Asked by the proxy (src/proxy.ts) on each such request, before Next
 * picks a route, so an unknown path reaches the 404 without a cache entry of its own and a page
 * published, renamed or unpublished on any instance counts at once.
 *
 * One indexed query on the proxy's small pool (src/db/proxy-pool.ts), not Payload's Local API: the proxy runs before
 * every route, and loading Payload's whole config into it would be paid on every request. The
 * tables are Payload's (`pages`, `redirects`), so tests/int/campaign-pages/campaign-pages.test.ts drives them
 * through Payload and checks the answers.
 */

import { proxyPool } from '../../db/proxy-pool'
import { boundedMap } from '../../lib/bounded-map'
import { PAGE_SLUG_SHAPE } from '../../lib/page-slug'
import { allowedHostList, isFollowableDestination, shadowsSiteRoute } from '../redirects/redirect-rules'
import { shortLinkTarget } from '../short-links/short-link-target'

export type PathRoute = { kind: 'page'; slug: string } | { kind: 'redirect'; location: string; permanent: boolean }

type Row = {
  kind: 'page' | 'redirect'
  status: string | null
  slug: string | null
  to_type: string | null
  to_url: string | null
  code: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_content: string | null
  allowed_hosts: string | null
}

// A page of the same address wins over a redirect from it (a new page may take an old address).
const ROUTE_QUERY = `
  SELECT 'page' AS kind, _status::text AS status, slug, NULL AS to_type, NULL AS to_url, NULL AS code,
         NULL AS utm_source, NULL AS utm_medium, NULL AS utm_campaign, NULL AS utm_content, NULL AS allowed_hosts
    FROM pages WHERE $1::varchar IS NOT NULL AND slug = $1
  UNION ALL
  -- In a staff preview: a draft's address lives in its latest version until it is published.
  SELECT 'page', 'draft', version_slug, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM _pages_v WHERE $3 AND $1::varchar IS NOT NULL AND latest AND version_slug = $1
  UNION ALL
  SELECT 'redirect', target._status::text, COALESCE(target.slug, legal.slug::text), r.to_type::text, r.to_url, r.type::text,
         r.campaign_utm_source, r.campaign_utm_medium, r.campaign_utm_campaign, r.campaign_utm_content,
         (SELECT redirect_allowed_hosts FROM site_settings LIMIT 1)
    FROM redirects r
    LEFT JOIN redirects_rels rel ON rel.parent_id = r.id AND rel.path = 'to.reference'
    LEFT JOIN pages target ON target.id = rel.pages_id
    LEFT JOIN legal_documents legal ON legal.id = rel.legal_documents_id
    WHERE r."from" = ANY($2::varchar[])
  ORDER BY kind
  LIMIT 4`

/** The spellings staff may have typed in a redirect's «from» for this path. */
function fromSpellings(pathname: string): string[] {
  const bare = pathname.replace(/\/+$/, '') || '/'
  return [...new Set([pathname, bare, bare.slice(1), `${bare}/`])]
}

function toRoute(pathname: string, rows: Row[], drafts: boolean): PathRoute | null {
  for (const row of rows) {
    if (row.kind === 'page' && row.slug && (row.status === 'published' || drafts)) return { kind: 'page', slug: row.slug }
    // A row saved before the redirect rules (src/campaign-pages/redirects/redirect-rules.ts) may claim `/Contacto`: not followed.
    if (row.kind !== 'redirect' || shadowsSiteRoute(pathname)) continue
    const permanent = row.code !== '302'
    // A short link's campaign parameters go with the visitor to the destination (src/campaign-pages/short-links/short-link-target.ts).
    const campaign = {
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      utm_content: row.utm_content,
    }
    if (row.to_type === 'custom' && row.to_url) {
      // Nor, from such a row, to `javascript:`, `//otro.example` or a host the admin does not allow.
      if (!isFollowableDestination(row.to_url, allowedHostList(row.allowed_hosts))) continue
      return { kind: 'redirect', location: shortLinkTarget(row.to_url, campaign), permanent }
    }
    // A page that is not published (yet) is not a destination; a legal document always is.
    if (row.slug && (row.status === null || row.status === 'published')) {
      return { kind: 'redirect', location: shortLinkTarget(`/${row.slug}`, campaign), permanent }
    }
  }
  return null
}

/**
 * Positive answers per path, for when the database is unreachable: the pages keep being served from cache.
 * Capped: a redirect's «from» matches several spellings of a path, and the paths are the visitors'.
 */
const lastKnown = boundedMap<string, PathRoute>(2000)

/**
 * The page or redirect at `pathname`, or null (the proxy then lets Next's own routes and the
 * 404 answer). `drafts`: the request may be a staff preview, so an unpublished page counts.
 */
export async function routeForPath(pathname: string, { drafts }: { drafts: boolean }): Promise<PathRoute | null> {
  const slug = pathname.slice(1)
  const pageSlug = PAGE_SLUG_SHAPE.test(slug) ? slug : null
  try {
    const { rows } = await proxyPool().query<Row>(ROUTE_QUERY, [pageSlug, fromSpellings(pathname), drafts])
    const route = toRoute(pathname, rows, drafts)
    if (route && !drafts) lastKnown.set(pathname, route)
    else if (!route) lastKnown.delete(pathname)
    return route
  } catch {
    return lastKnown.get(pathname) ?? null
  }
}
