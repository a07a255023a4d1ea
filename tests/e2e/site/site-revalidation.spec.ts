import { expect, test } from '@playwright/test'

import { TEST_ADMIN } from '../../../tooling/test-env'

test('a testimonial edited through the CMS shows on / within 5 s, without a redeploy', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: TEST_ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const list = await request.get('/api/testimonials?limit=1&sort=order&depth=0', { headers })
  const testimonial = ((await list.json()) as { docs: { id: number; content: string }[] }).docs[0]

  await page.goto('/')
  await expect(page.locator('#testimonios').getByText(testimonial.content)).toBeVisible()

  const edited = `Texto editado en el CMS ${Date.now()}`
  try {
    const patch = await request.patch(`/api/testimonials/${testimonial.id}`, { headers, data: { content: edited } })
    expect(patch.ok()).toBe(true)
    const started = Date.now()
    await expect.poll(async () => (await (await request.get('/')).text()).includes(edited), { timeout: 5000, intervals: [200] }).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
    await page.reload()
    await expect(page.locator('#testimonios').getByText(edited)).toBeVisible()
  } finally {
    await request.patch(`/api/testimonials/${testimonial.id}`, { headers, data: { content: testimonial.content } })
  }
})
