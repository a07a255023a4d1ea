import { CONTACTS_EXPORT_ENDPOINT } from '@/leads/export/contacts-csv'
import { listExportHref } from '../../lib/list-export-href'

/** The export URL carrying over the list view's filter (`where[...]`) and `search` parameters. */
export const contactsExportHref = (listParams: Parameters<typeof listExportHref>[1]): string =>
  listExportHref(`/api${CONTACTS_EXPORT_ENDPOINT}`, listParams)
