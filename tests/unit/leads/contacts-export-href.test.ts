import { describe, expect, it } from 'vitest'

import { contactsExportHref } from '../../../src/leads/admin/contacts-export-href'

describe('export link of the contacts list', () => {
  it('exports everything when the list has no filter', () => {
    expect(contactsExportHref(new URLSearchParams('limit=25&page=2'))).toBe('/api/export/contacts.csv')
  })

  it('carries over the filters and the search, nothing else', () => {
    const href = contactsExportHref(new URLSearchParams('where[or][0][and][0][status][equals]=nuevo&search=Muñoz&page=3&sort=-createdAt'))
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('where[or][0][and][0][status][equals]')).toBe('nuevo')
    expect(params.get('search')).toBe('Muñoz')
    expect(params.has('page')).toBe(false)
  })
})
