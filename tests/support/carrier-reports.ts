import { readFileSync } from 'node:fs'
import path from 'node:path'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'

/** The sample carrier export (a Humana-like Medicare book of business, columns as the carrier names them). */
export const carrierReportFixture = path.resolve(import.meta.dirname, '../fixtures/policies/humana-book-of-business.csv')
export const readCarrierReportFixture = (): Buffer => readFileSync(carrierReportFixture)

/** POST /api/carrier-imports/upload as the import screen sends it: the file as the body, its name and carrier in the query. */
export function uploadCarrierReport(token: string | null, query: { carrier: number; line?: string; name: string }, bytes: Uint8Array) {
  const search = new URLSearchParams({ carrier: String(query.carrier), line: query.line ?? 'segun-plan', name: query.name })
  const request = new Request(`http://localhost:3000/api/carrier-imports/upload?${search}`, {
    method: 'POST',
    headers: { [PEER_ADDRESS_HEADER]: '127.0.0.1', 'content-type': 'text/csv', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: bytes,
  })
  return POST(request, { params: Promise.resolve({ slug: ['carrier-imports', 'upload'] }) })
}

const header =
  'Member ID,First Name,Last Name,DOB,Phone,Plan Name,Contract-PBP,Effective Date,Term Date,Policy Status,Premium,Writing Agent NPN'

/** A book of business of `count` Medicare members, as a carrier exports it (CRLF, MM/DD/YYYY dates). */
export function generatedCarrierReport(count: number, prefix: string): Uint8Array {
  const lines = [header]
  for (let index = 0; index < count; index++) {
    const month = String((index % 12) + 1).padStart(2, '0')
    const day = String((index % 28) + 1).padStart(2, '0')
    const phone = `(305) ${String(200 + (index % 700)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`
    lines.push(
      [
        `${prefix}${String(index).padStart(6, '0')}`,
        `Nombre${index}`,
        `Apellido ${prefix}`,
        `${month}/${day}/19${50 + (index % 10)}`,
        phone,
        index % 3 === 0 ? 'Basic Rx Plan (PDP)' : 'Gold Plus (HMO)',
        index % 3 === 0 ? 'S5884-101' : 'H1036-077-000',
        '01/01/2026',
        '',
        'Active',
        index % 3 === 0 ? '$31.40' : '$0.00',
        '17654321',
      ].join(','),
    )
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
}
