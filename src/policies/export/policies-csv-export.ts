import type { Endpoint, PayloadRequest } from 'payload'

import { staffName } from '@/leads/public'
import { csvDownload } from '../../lib/csv'
import { listViewWhere } from '../../lib/list-view-where'
import { relationId } from '../../lib/relation-id'
import { publicServerUrl } from '../../lib/server/server-env'
import type { Policy } from '../../payload-types'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { POLICIES_EXPORT_ENDPOINT, type PolicyRow, policiesFileName, policiesToCsv } from './policies-csv'

const idsOf = (docs: Policy[], field: 'client' | 'carrier' | 'agentOfRecord') => [
  ...new Set(docs.map((doc) => relationId(doc[field])).filter((id): id is number => id !== null)),
]

/** The names the rows show: clients and carriers as staff read them; agents with the server's rights (name and NPN only). */
async function namesFor(req: PayloadRequest, docs: Policy[]) {
  const byId = { pagination: false, depth: 0, req } as const
  const [clients, carriers, agents] = await Promise.all([
    req.payload.find({
      collection: 'contacts',
      where: { id: { in: idsOf(docs, 'client') } },
      select: { fullName: true, phone: true },
      overrideAccess: false,
      user: req.user,
      ...byId,
    }),
    req.payload.find({ collection: 'insurers', where: { id: { in: idsOf(docs, 'carrier') } }, select: { name: true }, ...byId }),
    req.payload.find({
      collection: 'users',
      where: { id: { in: idsOf(docs, 'agentOfRecord') } },
      select: { name: true, email: true, npn: true },
      overrideAccess: true,
      ...byId,
    }),
  ])
  return {
    clients: new Map(clients.docs.map((doc) => [doc.id, doc])),
    carriers: new Map(carriers.docs.map((doc) => [doc.id, doc.name])),
    agents: new Map(agents.docs.map((doc) => [doc.id, { name: staffName(doc), npn: doc.npn ?? '' }])),
  }
}

/**
 * GET /api/export/policies.csv — the policies staff can read, filtered like the admin list
 * (`where[...]` and `search` query parameters), latest effective date first, as a CSV Excel opens
 * with accents. Signed-in staff only: anyone else gets a 401 JSON.
 */
export const policiesCsvExport: Endpoint = {
  path: POLICIES_EXPORT_ENDPOINT,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'No autorizado.' }] }, { status: 401 })
    const { docs } = await req.payload.find({
      collection: 'policies',
      where: listViewWhere(req, ['title']),
      sort: '-effectiveDate',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const names = await namesFor(req, docs)
    const rows: PolicyRow[] = docs.map((doc) => {
      const client = names.clients.get(relationId(doc.client) ?? 0)
      const agent = names.agents.get(relationId(doc.agentOfRecord) ?? 0)
      return {
        ...doc,
        clientName: client?.fullName,
        clientPhone: client?.phone,
        carrierName: names.carriers.get(relationId(doc.carrier) ?? 0),
        agentName: agent?.name,
        agentNpn: agent?.npn,
      }
    })
    const timeZone = await loadAgencyTimeZone(req.payload, req)
    return csvDownload(policiesToCsv(rows, { adminUrl: publicServerUrl(), timeZone }), policiesFileName(new Date(), timeZone))
  },
}
