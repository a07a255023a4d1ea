import type { PayloadRequest, Where } from 'payload'

/**
 * The filter of an admin list view carried in a request's query (`where[...]` and `search` over
 * `searchFields`), so an export holds exactly the rows staff were looking at.
 */
export function listViewWhere(req: PayloadRequest, searchFields: readonly string[]): Where | undefined {
  const query = req.query as { where?: Where; search?: unknown }
  const constraints: Where[] = []
  if (query.where && typeof query.where === 'object') constraints.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) constraints.push({ or: searchFields.map((field) => ({ [field]: { like: search } })) })
  if (constraints.length === 0) return undefined
  return constraints.length === 1 ? constraints[0] : { and: constraints }
}
