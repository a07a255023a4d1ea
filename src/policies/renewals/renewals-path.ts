/** The staff's season worklists (payload.config.ts admin.components.views), under /admin. */
export const RENEWALS_VIEW_PATH = '/renovaciones'

/** «Cumplen 65»: clients and leads turning 65 in the next seven months, with their Medicare window. */
export const TURNING_65_VIEW_PATH = '/cumplen-65'

export const turning65Href = () => `/admin${TURNING_65_VIEW_PATH}`

/** The worklist's address with its filters as query parameters, so a filtered list can be bookmarked. */
export function renewalsHref(query: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value))
  const search = params.toString()
  return `/admin${RENEWALS_VIEW_PATH}${search ? `?${search}` : ''}`
}
