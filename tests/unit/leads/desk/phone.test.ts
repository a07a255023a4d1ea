import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { phoneSearchWhere } from '../../../../src/leads/desk/phone-search'
import { formatE164, formatUsPhone, phoneDigits, spreadsheetPhone } from '../../../../src/lib/phone'

describe('phone digits', () => {
  it('reduce every way of typing a US number to the same ten digits', () => {
    for (const typed of ['(305) 555-0142', '305-555-0142', '3055550142', '+1 305 555 0142', '1-305-555-0142', ' 305.555.0142 ']) {
      expect(phoneDigits(typed), typed).toBe('3055550142')
    }
  })

  it('keep other numbers as their digits, and nothing as empty', () => {
    expect(phoneDigits('+52 55 1234 5678')).toBe('525512345678')
    expect(phoneDigits('')).toBe('')
    expect(phoneDigits(null)).toBe('')
  })
})

describe('phone formats', () => {
  it('write a US number as (305) 555-0142 or +13055550142', () => {
    expect(formatUsPhone('305.555.0142')).toBe('(305) 555-0142')
    expect(formatUsPhone('+1 305 555 0142')).toBe('(305) 555-0142')
    expect(formatE164('(305) 555-0142')).toBe('+13055550142')
    expect(formatE164('+52 55 1234 5678')).toBe('+525512345678')
  })

  it('give spreadsheets one format whatever was typed', () => {
    expect(new Set(['305-555-0142', '(305)5550142', '+13055550142'].map(spreadsheetPhone))).toEqual(new Set(['(305) 555-0142']))
  })
})

describe('phone search', () => {
  it('rewrites a search on the phone digits to digits, inside the list search', () => {
    const where = phoneSearchWhere({
      or: [{ fullName: { like: '(305) 555-0142' } }, { phoneDigits: { like: '(305) 555-0142' } }],
    })
    expect(where).toEqual({ or: [{ fullName: { like: '(305) 555-0142' } }, { phoneDigits: { contains: '3055550142' } }] })
  })

  it('never lets a name searched in the phone column match every lead', () => {
    expect(phoneSearchWhere({ phoneDigits: { like: 'Ana' } })).toEqual({ phoneDigits: { contains: '-' } })
    expect(phoneSearchWhere({ and: [{ phoneDigits: { equals: '12' } }] })).toEqual({ and: [{ phoneDigits: { equals: '-' } }] })
  })

  it('reads a search with letters as a name or an e-mail, not as the phone digits inside it', () => {
    // 'Reloj 59ccfcb9' once listed a lead whose phone (786) 235-9912 holds 599.
    for (const typed of ['Reloj 59ccfcb9', 'ana1985@gmail.com', 'Calle 8 #305']) {
      expect(phoneSearchWhere({ phoneDigits: { like: typed } }), typed).toEqual({ phoneDigits: { contains: '-' } })
    }
    for (const typed of ['+1 (305) 555-0142', '305.555', ' 0142 ']) {
      expect(phoneSearchWhere({ phoneDigits: { like: typed } }), typed).toEqual({ phoneDigits: { contains: phoneDigits(typed) } })
    }
  })

  it('leaves every other condition alone', () => {
    const where: Where = { and: [{ status: { equals: 'nuevo' } }, { phoneDigits: { exists: true } }] }
    expect(phoneSearchWhere(where)).toEqual(where)
  })
})
