import type { Config } from 'payload'

/**
 * Every document's 'API' tab shows the raw JSON and the REST address, in English, to staff who
 * have no use for them; Payload's `admin.hideAPIURL` removes the tab and its view.
 */
export const hideApiView = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, admin: { hideAPIURL: true, ...collection.admin } })),
  globals: config.globals?.map((global) => ({ ...global, admin: { hideAPIURL: true, ...global.admin } })),
})
