import { expect, test } from '@playwright/test'

import { setE2eDatabase } from '../../support/e2e-database'

const pages = [
  { path: '/', text: 'Contáctanos Hoy' },
  { path: '/privacy-policy', text: 'Política de Privacidad' },
  { path: '/terms-of-service', text: 'Términos y Condiciones' },
  { path: '/legal-notice', text: 'Aviso Legal' },
]

test('with the database stopped, the landing and legal pages still answer 200 from the cache, the 404 too', async ({ request }) => {
  for (const { path, text } of pages) {
    const warm = await request.get(path)
    expect(warm.status()).toBe(200)
    expect(await warm.text()).toContain(text)
  }
  await setE2eDatabase('stop')
  try {
    for (const { path, text } of pages) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain(text)
    }
    const missing = await request.get('/pagina-inexistente-durante-la-caida')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('404 Page Not Found')
  } finally {
    await setE2eDatabase('start')
  }
})

test('with the database stopped, REST reads answer 503 with Retry-After and a Spanish message, not 500', async ({ request }) => {
  expect((await request.get('/api/services')).status()).toBe(200)
  await setE2eDatabase('stop')
  try {
    const response = await request.get('/api/services')
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBe('30')
    expect((await response.json()).errors[0].message).toBe(
      'La base de datos no responde en este momento. Inténtalo de nuevo en unos minutos.',
    )
  } finally {
    await setE2eDatabase('start')
  }
  await expect.poll(async () => (await request.get('/api/services')).status(), { timeout: 30_000 }).toBe(200)
})
