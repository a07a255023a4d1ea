import { expect, test } from '@playwright/test'

import { setE2eDatabase } from '../../support/e2e-database'

async function healthStatus(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/health')
  return { status: response.status(), body: await response.json() }
}

test('the health check follows the database down and back up, and the server survives', async ({ request }) => {
  expect(await healthStatus(request)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } })
  await setE2eDatabase('stop')
  try {
    expect(await healthStatus(request)).toEqual({ status: 503, body: { status: 'unavailable', database: 'unreachable' } })
  } finally {
    await setE2eDatabase('start')
  }
  await expect.poll(async () => (await healthStatus(request)).status, { timeout: 15_000 }).toBe(200)
})
