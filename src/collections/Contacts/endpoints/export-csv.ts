import type { Endpoint, PayloadRequest, Where } from 'payload'

import { CONTACTS_EXPORT_ENDPOINT, contactsToCsv, exportFileName } from '../../../lib/contacts-csv'

/** The same fields the contacts list searches (Contacts admin.listSearchableFields). */
const searchableFields = ['firstName', 'lastName', 'email', 'phone'] as const

function exportWhere(req: PayloadRequest): Where | undefined {
  const query = req.query as { where?: Where; search?: unknown }
  const constraints: Where[] = []
  if (query.where && typeof query.where === 'object') constraints.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) constraints.push({ or: searchableFields.map((field) => ({ [field]: { like: search } })) })
  if (constraints.length === 0) return undefined
  return constraints.length === 1 ? constraints[0] : { and: constraints }
}

/**
 * GET /api/export/contacts.csv — the contacts staff can read, filtered like the admin list
 * (`where[...]` and `search` query parameters), newest first, as a CSV Excel opens with accents.
 */
export const contactsCsvExport: Endpoint = {
  path: CONTACTS_EXPORT_ENDPOINT,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'No autorizado.' }] }, { status: 401 })
    const { docs } = await req.payload.find({
      collection: 'contacts',
      where: exportWhere(req),
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return new Response(contactsToCsv(docs), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
