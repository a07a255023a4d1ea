/** An export's URL (`path`, under /api) carrying over the list view's filter (`where[...]`) and `search` parameters. */
export function listExportHref(path: string, listParams: URLSearchParams | { entries(): Iterable<[string, string]> } | null): string {
  const query = new URLSearchParams()
  for (const [key, value] of listParams?.entries() ?? []) {
    if (key === 'search' || key.startsWith('where[')) query.append(key, value)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
