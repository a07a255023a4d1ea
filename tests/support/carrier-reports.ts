import { readFileSync } from 'node:fs'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'
import { carrierReportFixture } from './carrier-report-fixture'

export { generatedCarrierReport } from '../../tooling/carrier-report'

export { carrierReportFixture }
export const readCarrierReportFixture = (): Buffer => readFileSync(carrierReportFixture)

/** POST /api/carrier-imports/upload as the import screen sends it: the file as the body, its name and carrier in the query. */
export function uploadCarrierReport(token: string | null, query: { carrier: number; line?: string; name: string }, bytes: Uint8Array) {
  const search = new URLSearchParams({ carrier: String(query.carrier), line: query.line ?? 'segun-plan', name: query.name })
  const request = new Request(`http://localhost:3000/api/carrier-imports/upload?${search}`, {
    method: 'POST',
    headers: { [PEER_ADDRESS_HEADER]: '127.0.0.1', 'content-type': 'text/csv', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  })
  return POST(request, { params: Promise.resolve({ slug: ['carrier-imports', 'upload'] }) })
}
