import { expect, test } from '@playwright/test'

import { authHeader, createStaffAccount, seedComplete, type Account } from '../support/admin-e2e'

type Testimonial = { id: number; content: string; order: number; _order: string }

async function seededTestimonials(request: import('@playwright/test').APIRequestContext): Promise<Testimonial[]> {
  const response = await request.get('/api/testimonials?sort=_order&limit=100&depth=0')
  const { docs } = (await response.json()) as { docs: Testimonial[] }
  return docs
}

/** The call the admin list makes when staff drop a row before another one. */
const dropBefore = (request: import('@playwright/test').APIRequestContext, staff: Account, moved: Testimonial, target: Testimonial) =>
  request.post('/api/reorder', {
    headers: authHeader(staff),
    data: {
      collectionSlug: 'testimonials',
      docsToMove: [moved.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: target.id, key: target._order },
    },
  })

test('dragging a testimonial before another changes the order visitors see on /', async ({ request }) => {
  const staff = await createStaffAccount(request, 'orden')
  const [first, second] = await seededTestimonials(request)

  expect((await dropBefore(request, staff, second, first)).status()).toBe(200)

  const [nowFirst, nowSecond] = await seededTestimonials(request)
  expect([nowFirst.id, nowSecond.id]).toEqual([second.id, first.id])
  expect(nowFirst.order).toBeLessThan(nowSecond.order)
  const landing = await (await request.get('/')).text()
  expect(landing.indexOf(second.content)).toBeGreaterThan(-1)
  expect(landing.indexOf(second.content)).toBeLessThan(landing.indexOf(first.content))

  // Put them back for whoever looks at the landing next.
  expect((await dropBefore(request, staff, nowSecond, nowFirst)).status()).toBe(200)
})

test('anonymous visitors cannot reorder anything', async ({ request }) => {
  await seedComplete(request)
  const [first, second] = await seededTestimonials(request)
  const response = await request.post('/api/reorder', {
    data: {
      collectionSlug: 'testimonials',
      docsToMove: [second.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: first.id, key: first._order },
    },
  })
  expect([401, 403]).toContain(response.status())
  const after = await seededTestimonials(request)
  expect(after[0].id).toBe(first.id)
})
