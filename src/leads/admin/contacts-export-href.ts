import { CONTACTS_EXPORT_ENDPOINT } from '@/leads/export/contacts-csv'

const CONTACTS_EXPORT_PATH = `/api${CONTACTS_EXPORT_ENDPOINT}`

/** The export URL carrying over the list view's filter (`where[...]`) and `search` parameters. */
export function contactsExportHref(listParams: URLSearchParams | { entries(): Iterable<[string, string]> } | null): string {
  const query = new URLSearchParams()
  for (const [key, value] of listParams?.entries() ?? []) {
    if (key === 'search' || key.startsWith('where[')) query.append(key, value)
  }
  const search = query.toString()
  return search ? `${CONTACTS_EXPORT_PATH}?${search}` : CONTACTS_EXPORT_PATH
}
