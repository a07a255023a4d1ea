import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'

const quiet = { context: { skipRevalidate: true } } as const

type Ordered = { id: number | string; name: string; order: number; _order?: string | null }

async function states(payload: Payload): Promise<Ordered[]> {
  const { docs } = await payload.find({ collection: 'licensed-states', sort: '_order', pagination: false, depth: 0 })
  return docs as unknown as Ordered[]
}

describe('drag ordering of site lists', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
  })

  it('gives every seeded item a drag key in its order', async () => {
    const list = await states(payload)
    expect(list.every((state) => typeof state._order === 'string')).toBe(true)
    const byOrder = [...list].sort((a, b) => a.order - b.order)
    expect(list.map((state) => state.id)).toEqual(byOrder.map((state) => state.id))
  })

  it('renumbers `order`, which the site sorts by, when staff drag an item to the end', async () => {
    const before = await states(payload)
    const [moved] = before
    const lastKey = before[before.length - 1]._order as string
    // What the admin's drag sends: a key after the last row's.
    await payload.update({ collection: 'licensed-states', id: moved.id, data: { _order: `${lastKey}V` } as never, ...quiet })

    const after = await states(payload)
    expect(after.map((state) => state.id)).toEqual([...before.slice(1), moved].map((state) => state.id))
    expect(after.map((state) => state.order)).toEqual(after.map((_, index) => index + 1))
    const { docs: siteOrder } = await payload.find({ collection: 'licensed-states', sort: 'order', pagination: false })
    expect(siteOrder.map((state) => state.id)).toEqual(after.map((state) => state.id))
  })

  it('puts a new item last when staff do not give a position', async () => {
    const before = await states(payload)
    const created = await payload.create({
      collection: 'licensed-states',
      data: { name: 'Estado nuevo', code: 'QX' } as never,
      ...quiet,
    })
    expect(created.order).toBe(Math.max(...before.map((state) => state.order)) + 1)
    const after = await states(payload)
    expect(after[after.length - 1].id).toBe(created.id)
    await payload.delete({ collection: 'licensed-states', id: created.id, ...quiet })
  })
})
