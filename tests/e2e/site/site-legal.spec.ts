import { expect, test } from '@playwright/test'

import { hasNoHorizontalScroll } from '../../support/site'

const pages = [
  { path: '/privacy-policy', title: 'Política de Privacidad', updated: '22 de marzo de 2021' },
  { path: '/terms-of-service', title: 'Términos y Condiciones', updated: '27 de enero de 2025' },
  { path: '/legal-notice', title: 'Aviso Legal', updated: '27 de enero de 2025' },
  { path: '/nondiscrimination-notice', title: 'Aviso de No Discriminación', updated: '23 de noviembre de 2026' },
]

for (const legal of pages) {
  test(`${legal.path}: title, date, body as HTML, agency contact data, canonical`, async ({ page }) => {
    const response = await page.goto(legal.path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(main.getByText(`Última actualización: ${legal.updated}`)).toBeVisible()
    expect(await main.locator('h2').count()).toBeGreaterThan(3)
    expect(await main.locator('ul > li').count()).toBeGreaterThan(2)
    expect(await main.locator('p').count()).toBeGreaterThan(5)
    // The agency's contact data below the text (the notice of nondiscrimination also gives the phone in each tagline).
    const contact = main.getByRole('region', { name: 'Cómo contactarnos' })
    await expect(contact.getByRole('link', { name: 'contacto@agencia.example' })).toHaveAttribute('href', 'mailto:contacto@agencia.example')
    await expect(contact.getByRole('link', { name: '(305) 555-0100' })).toHaveAttribute('href', 'tel:+13055550100')
    await expect(contact.getByRole('link', { name: 'https://www.agencia.example' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(legal.title))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${legal.path}$`))
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await hasNoHorizontalScroll(page)).toBe(true)
  })
}

test('the notice of nondiscrimination has its taglines marked by language, each with the agency phone to call', async ({ page }) => {
  await page.goto('/nondiscrimination-notice')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'La discriminación es contra la ley' })).toBeVisible()
  await expect(main.getByText(/Office for Civil Rights/)).toBeVisible()
  for (const [language, start] of [
    ['es', 'ATENCIÓN: Si habla español'],
    ['en', 'ATTENTION: If you speak English'],
    ['vi', 'LƯU Ý: Nếu bạn nói tiếng Việt'],
    ['zh-Hant', '注意：如果您說中文'],
    ['ht', 'ATANSYON: Si w pale Kreyòl Ayisyen'],
    ['ko', '주의: 한국어를 사용하시는 경우'],
  ]) {
    const tagline = main.locator(`p[lang="${language}"]`)
    await expect(tagline).toHaveCount(1)
    await expect(tagline).toContainText(start)
    await expect(tagline.getByRole('link', { name: '(305) 555-0100' })).toHaveAttribute('href', 'tel:+13055550100')
  }
  await expect(main.locator('p[lang="ar"]')).toHaveAttribute('dir', 'rtl')
  expect(await main.textContent()).not.toContain('{telefono}')
})

test('the terms cover the privacy topics of the spec', async ({ page }) => {
  await page.goto('/terms-of-service')
  const text = (await page.getByRole('main').textContent()) ?? ''
  for (const topic of ['cookies', 'conserv', 'transfer', '13 años', 'terceros']) expect(text.toLowerCase()).toContain(topic.toLowerCase())
})

test('any other path answers 404 with the spec text, a Spanish link home, header and footer', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('link', { name: 'Volver a la página de inicio' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('h1')).toContainText('seguro ideal para ti')
})

test('nested unknown paths are 404 too', async ({ request }) => {
  expect((await request.get('/privacy-policy/extra')).status()).toBe(404)
})
