import { CAMPAIGN_PARAMETERS, type ShortLinkCampaign } from './short-link-campaign'

function parameterName(pair: string): string {
  const rawName = pair.split('=', 1)[0].replace(/\+/g, ' ')
  try {
    return decodeURIComponent(rawName)
  } catch {
    return rawName
  }
}

/**
 * Where a short link sends: its resolved destination (a path such as `/medicare-florida` or an
 * absolute URL) with the redirect's campaign parameters added. The destination's own query stays
 * as written, except the same-name `utm_*` the redirect sets (the redirect's win); the fragment stays.
 * Works on the text, not through URL, so a path stays a path and an existing query keeps its encoding.
 */
export function shortLinkTarget(destination: string, campaign?: ShortLinkCampaign | null): string {
  const added = CAMPAIGN_PARAMETERS.flatMap(({ name }) => {
    const value = campaign?.[name]?.trim()
    return value ? [{ name, value }] : []
  })
  if (!added.length) return destination

  const hashAt = destination.indexOf('#')
  const fragment = hashAt === -1 ? '' : destination.slice(hashAt)
  const beforeFragment = hashAt === -1 ? destination : destination.slice(0, hashAt)
  const queryAt = beforeFragment.indexOf('?')
  const base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeFragment.slice(queryAt + 1)

  const replaced = new Set<string>(added.map(({ name }) => name))
  const kept = query.split('&').filter((pair) => pair && !replaced.has(parameterName(pair)))
  const ours = added.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
  return `${base}?${[...kept, ...ours].join('&')}${fragment}`
}
