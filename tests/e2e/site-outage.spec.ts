import { expect, test } from '@playwright/test'

import { setE2eDatabase } from '../support/e2e-database'

const pages = [
  { path: '/', text: 'Contáctanos Hoy' },
  { path: '/privacy-policy', text: 'Política de Privacidad' },
  { path: '/terms-of-service', text: 'Términos y Condiciones' },
  { path: '/legal-notice', text: 'Aviso Legal' },
]

test('with the database stopped, the landing and legal pages still answer 200 from the cache', async ({ request }) => {
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
  } finally {
    await setE2eDatabase('start')
  }
})
