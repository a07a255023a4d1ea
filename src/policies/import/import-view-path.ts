/** The staff's screen to import a carrier's report (payload.config.ts admin.components.views), under /admin. */
export const CARRIER_IMPORT_VIEW_PATH = '/importar-polizas'
export const carrierImportHref = `/admin${CARRIER_IMPORT_VIEW_PATH}`
