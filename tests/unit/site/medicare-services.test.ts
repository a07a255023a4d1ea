import { describe, expect, it } from 'vitest'

import { marketsMedicare, offeredServices } from '@/lib/medicare-services'

describe('marketsMedicare', () => {
  it('tells the Medicare card from the others', () => {
    expect(marketsMedicare({ slug: 'medicare', title: 'Medicare' })).toBe(true)
    expect(marketsMedicare({ slug: 'advantage', title: 'Planes Medicare Advantage' })).toBe(true)
    expect(marketsMedicare({ slug: 'obamacare', title: 'Obamacare ACA' })).toBe(false)
  })
})

describe('offeredServices', () => {
  const services = [
    { slug: 'obamacare', title: 'Obamacare ACA' },
    { slug: 'medicare', title: 'Medicare' },
    { slug: 'vida', title: 'Seguro de Vida' },
  ]
  it('keeps every card while the agency offers Medicare, and drops the Medicare one when it does not', () => {
    expect(offeredServices(services, true)).toEqual(services)
    expect(offeredServices(services, false).map((service) => service.slug)).toEqual(['obamacare', 'vida'])
  })
})
