import { expect } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'

/**
 * The CSV export of one search as staff download it, which must hold exactly one lead: a reader
 * of that lead's cells by column header.
 */
export async function exportedLead(search: string, staffToken: string) {
  const request = new Request(`http://localhost:3000/api/export/contacts.csv?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `JWT ${staffToken}` },
  })
  const response = await GET(request, { params: Promise.resolve({ slug: ['export', 'contacts.csv'] }) })
  expect(response.status).toBe(200)
  const [header, row, ...rest] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(rest).toEqual([])
  const cells = row.split(',')
  return (name: string) => cells[header.split(',').indexOf(name)]
}
