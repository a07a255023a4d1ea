/**
 * A visitor who hears the radio spot opens its short link (/radio: the Medicare page with the
 * spot's campaign), moves on to /citas and books: the lead keeps the campaign, as a contact sent
 * from that page would (tests/e2e/campaign-pages/site-campaign-pages.spec.ts).
 */
import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { BOOKING_CONSENT, chooseKindAndTopic, pickRandom } from '../../support/booking-page'
import { queryE2eDatabase } from '../../support/e2e-database'
import { publishSeededPages } from '../../support/pages-api'

// The seeded short link (src/seed/content/pages.ts, radioShortLink).
const radioShortLink = {
  from: '/radio',
  toPageSlug: 'medicare-florida',
  campaign: { utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026' },
}

// The seed keeps the campaign page a draft; a short link to a draft leads nowhere.
test.beforeAll(async ({ request }) => {
  await publishSeededPages(request, [radioShortLink.toPageSlug])
})

test('a visitor who arrives through the radio short link and books keeps the campaign on the lead', async ({ page }) => {
  const { utm_source, utm_medium, utm_campaign } = radioShortLink.campaign
  await page.goto(radioShortLink.from)
  await expect(page).toHaveURL(new RegExp(`/${radioShortLink.toPageSlug}\\?utm_source=${utm_source}&`))

  await page.goto('/citas')
  const lastName = `Radio ${randomUUID().slice(0, 8)}`
  await chooseKindAndTopic(page)
  await pickRandom(page, 'Elige una hora')
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0142')
  await page.getByRole('checkbox', { name: BOOKING_CONSENT }).check()
  // The form carries the first touch the landing kept (filled once the page's scripts run).
  await expect(page.locator('input[type="hidden"][name="attribution"]')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Agendar la cita' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu cita está agendada!' })).toBeVisible()

  const rows = await queryE2eDatabase<{ source: string; utm_source: string; utm_medium: string; utm_campaign: string; landing: string }>(
    `select c.source, c.attribution_utm_source as utm_source, c.attribution_utm_medium as utm_medium,
            c.attribution_utm_campaign as utm_campaign, c.attribution_landing_path as landing
       from appointments a join contacts c on c.id = a.lead_id where c.last_name = $1`,
    [lastName],
  )
  expect(rows).toEqual([{ source: 'cita', utm_source, utm_medium, utm_campaign, landing: `/${radioShortLink.toPageSlug}` }])
})
