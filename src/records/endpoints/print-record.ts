import type { Endpoint, PayloadRequest } from 'payload'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { logRecordAccess } from '../access-log'
import { printableRecord } from '../print-html'
import { recordApiMessages } from '../staff-copy'

/** GET /api/signed-records/:id/print — the record as a print-friendly page, for signed-in staff only; logged. */
async function printRecord(req: PayloadRequest): Promise<Response> {
  if (!req.user) return jsonAnswer({ message: recordApiMessages.unauthorized }, 401)
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return jsonAnswer({ message: recordApiMessages.notFound }, 404)
  const record = await req.payload
    .findByID({
      collection: 'signed-records',
      id,
      depth: 1,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
      context: { internalRead: true },
    })
    .catch(() => null)
  if (!record) return jsonAnswer({ message: recordApiMessages.notFound }, 404)
  const depthZero = { ...record, lead: typeof record.lead === 'object' ? (record.lead?.id ?? null) : record.lead }
  const leadName = typeof record.lead === 'object' ? (record.lead?.fullName ?? '') : ''
  await logRecordAccess(req, id, 'print')
  const html = printableRecord(depthZero, leadName, await loadAgencyTimeZone(req.payload))
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

export const printRecordEndpoint: Endpoint = { path: '/:id/print', method: 'get', handler: printRecord }
