import { expect, type Locator, type Page, test } from '@playwright/test'

import { type Account, authHeader, createStaffAccount, loginInPanel, seedComplete } from '../../support/admin-e2e'

type Testimonial = { id: number; name: string; content: string; order: number; _order: string }

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

/** Drags `from` by the mouse to the top of `to`, as staff reorder a list, and waits for the saved order. */
async function dragAbove(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('a row to drag is not on the screen')
  const saved = page.waitForResponse((response) => response.url().includes('/api/reorder'))
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 })
  await page.mouse.move(end.x + end.width / 2, end.y + 2, { steps: 15 })
  await page.mouse.up()
  expect((await saved).status()).toBe(200)
}

test('staff drag a testimonial above another in the list and visitors see the new order on /', async ({ page, request }) => {
  const staff = await createStaffAccount(request, 'orden')
  const [first, second] = await seededTestimonials(request)
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/testimonials')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toContainText(first.name)
  // The drag handles only work once the list has hydrated.
  await page.waitForLoadState('networkidle')

  await dragAbove(page, rows.nth(1).locator('td').first(), rows.nth(0).locator('td').first())

  const [nowFirst, nowSecond] = await seededTestimonials(request)
  expect([nowFirst.id, nowSecond.id]).toEqual([second.id, first.id])
  expect(nowFirst.order).toBeLessThan(nowSecond.order)
  await page.reload()
  await expect(rows.first()).toContainText(second.name)
  await page.goto('/')
  const landing = await page.locator('body').innerText()
  expect(landing.indexOf(second.content)).toBeGreaterThan(-1)
  expect(landing.indexOf(second.content)).toBeLessThan(landing.indexOf(first.content))

  // Put them back for whoever looks at the landing next.
  expect((await dropBefore(request, staff, nowSecond, nowFirst)).status()).toBe(200)
})

test('anonymous visitors cannot reorder anything', async ({ request }) => {
  await seedComplete()
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

type Insurer = { id: number; name: string; order: number; _order: string }

test("after a drag in the insurers list the 'Orden' column shows the new numbers at once, and logos are shown whole", async ({
  page,
  request,
}) => {
  const staff = await createStaffAccount(request, 'orden-aseguradoras')
  const insurers = async () =>
    ((await (await request.get('/api/insurers?sort=_order&limit=100&depth=0')).json()) as { docs: Insurer[] }).docs
  const [first, second] = await insurers()
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/insurers')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toContainText(first.name)
  await page.waitForLoadState('networkidle')
  const headings = await page.locator('table thead th').allInnerTexts()
  const orderColumn = headings.findIndex((heading) => heading.trim() === 'Orden')
  expect(orderColumn).toBeGreaterThan(-1)
  const orderCell = (row: number) => rows.nth(row).locator('td').nth(orderColumn)
  await expect(orderCell(0)).toHaveText(String(first.order))

  // Logos are wide: the thumbnail holds the whole picture and the cell does not crop it.
  const logo = rows.first().locator('img').first()
  await expect(logo).toBeVisible()
  const shown = await logo.evaluate((image: HTMLImageElement) => ({
    ratio: image.naturalWidth / image.naturalHeight,
    fit: getComputedStyle(image).objectFit,
  }))
  expect(shown.ratio).toBeGreaterThan(1.2)
  expect(shown.fit).toBe('contain')

  // Rows with a logo are tall: grab the handle itself, at the top of its cell.
  const handle = (row: number) => rows.nth(row).locator('.sort-row')
  await dragAbove(page, handle(1), handle(0))

  // No reload: the rows and their 'Orden' numbers follow the drag.
  await expect(rows.first()).toContainText(second.name)
  await expect(orderCell(0)).toHaveText('1')
  await expect(orderCell(1)).toHaveText('2')
  await expect(rows.nth(1)).toContainText(first.name)

  const [nowFirst, nowSecond] = await insurers()
  expect(
    (
      await request.post('/api/reorder', {
        headers: authHeader(staff),
        data: {
          collectionSlug: 'insurers',
          docsToMove: [nowSecond.id],
          newKeyWillBe: 'less',
          orderableFieldName: '_order',
          target: { id: nowFirst.id, key: nowFirst._order },
        },
      })
    ).status(),
  ).toBe(200)
})
