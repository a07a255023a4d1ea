import { expect, test } from '@playwright/test'

import { contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase } from '../../support/e2e-database'

type StoredAttribution = {
  attribution_utm_source: string | null
  attribution_utm_medium: string | null
  attribution_utm_campaign: string | null
  attribution_utm_term: string | null
  attribution_gclid: string | null
  attribution_landing_path: string | null
  attribution_referrer_host: string | null
  attribution_first_visit_at: Date | null
  sent_from_path: string | null
}

const storedAttribution = (email: string) =>
  queryE2eDatabase<StoredAttribution>(
    `select attribution_utm_source, attribution_utm_medium, attribution_utm_campaign, attribution_utm_term, attribution_gclid,
            attribution_landing_path, attribution_referrer_host, attribution_first_visit_at, sent_from_path
       from contacts where email = $1`,
    [email],
  )

async function submitOnLanding(page: import('@playwright/test').Page, visitor: ReturnType<typeof uniqueVisitor>) {
  await page.goto('/#contacto')
  await fillContactForm(page, visitor)
  await contactForm(page).submit.click()
  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
}

test('the campaign a visitor landed with travels across the legal pages into the stored lead', async ({ page, context }) => {
  const landedAt = Date.now()
  await page.goto(
    '/privacy-policy?utm_source=google&utm_medium=cpc&utm_campaign=medicare-65&utm_term=seguro%20medicare&gclid=Cj0KCQ_e2e-1',
    {
      // http: a referrer from https would be dropped on the way to the plain-http test server
      referer: 'http://www.google.com/search?q=seguro+medicare',
    },
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Kept in this tab only: nothing is sent back as a cookie, so cached pages stay the same for everyone.
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1)
  expect(await context.cookies()).toEqual([])

  // A later landing with other parameters in the same visit does not replace the first touch.
  await page.goto('/legal-notice?utm_source=newsletter&utm_campaign=otra')
  await page.locator('footer').getByRole('link', { name: 'Política de Privacidad' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)

  const visitor = uniqueVisitor()
  await submitOnLanding(page, visitor)

  const rows = await storedAttribution(visitor.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    attribution_utm_source: 'google',
    attribution_utm_medium: 'cpc',
    attribution_utm_campaign: 'medicare-65',
    attribution_utm_term: 'seguro medicare',
    attribution_gclid: 'Cj0KCQ_e2e-1',
    attribution_landing_path: '/privacy-policy',
    attribution_referrer_host: 'www.google.com',
    sent_from_path: '/',
  })
  const firstVisit = rows[0].attribution_first_visit_at?.getTime() ?? 0
  expect(firstVisit).toBeGreaterThanOrEqual(landedAt - 1000)
  expect(firstVisit).toBeLessThanOrEqual(Date.now())
})

test('a visit without campaign parameters stores no attribution, and the page is the same', async ({ page, request }) => {
  const plain = await request.get('/legal-notice')
  const tagged = await request.get('/legal-notice?utm_source=google&utm_campaign=x')
  expect(tagged.headers()['cache-control']).toBe(plain.headers()['cache-control'])
  expect(tagged.headers()['set-cookie']).toBeUndefined()

  const visitor = uniqueVisitor()
  await submitOnLanding(page, visitor)
  const rows = await storedAttribution(visitor.email)
  expect(rows).toHaveLength(1)
  const { sent_from_path, ...attribution } = rows[0]
  expect(Object.values(attribution).every((value) => value === null)).toBe(true)
  expect(sent_from_path).toBe('/')
})

test("a visitor who leaves the ad's page before its scripts arrive still carries the campaign to the form", async ({ page }) => {
  // A weak connection: the page is read, its JavaScript never comes, and the visitor moves on.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/?utm_source=facebook&utm_medium=paid&utm_campaign=oep-2027&fbclid=IwAR_e2e-2')
  await page.unroute('**/_next/static/**/*.js')
  await page.goto('/legal-notice')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const visitor = uniqueVisitor()
  await submitOnLanding(page, visitor)
  const rows = await storedAttribution(visitor.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    attribution_utm_source: 'facebook',
    attribution_utm_medium: 'paid',
    attribution_utm_campaign: 'oep-2027',
    attribution_landing_path: '/',
    sent_from_path: '/',
  })
  expect(rows[0].attribution_first_visit_at).not.toBeNull()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the form takes the campaign from its own page's address, and the lead shows that page", async ({ page }) => {
    await page.goto('/?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026#contacto')
    const visitor = uniqueVisitor()
    await fillContactForm(page, visitor)
    await contactForm(page).submit.click()
    await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')

    const rows = await storedAttribution(visitor.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      attribution_utm_source: 'radio',
      attribution_utm_medium: 'offline',
      attribution_utm_campaign: 'aep-2026',
      attribution_landing_path: '/',
      attribution_first_visit_at: null,
      sent_from_path: '/',
    })
  })
})
