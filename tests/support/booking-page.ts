/**
 * The /citas pages as a visitor walks them in the browser (e2e): kind and topic, a day, then the
 * hours of that day, each chosen at random so runs against the same database rarely meet.
 */
import { expect, type Page } from '@playwright/test'

export const BOOKING_CONSENT = 'Acepto recibir comunicaciones sobre productos y servicios de seguros. Puedo cancelar en cualquier momento.'

/** A random choice among the radios of a group; its value. */
export async function pickRandom(page: Page, group: string) {
  await expect(page.getByRole('group', { name: group })).toBeVisible()
  const radios = page.getByRole('group', { name: group }).getByRole('radio')
  const count = await radios.count()
  expect(count).toBeGreaterThan(0)
  const index = Math.floor(Math.random() * count)
  await radios.nth(index).check()
  return (await radios.nth(index).getAttribute('value')) ?? ''
}

/** From /citas to the hours of a random day: a phone call about `topic`; `site`: another server than the shared one. */
export async function chooseKindAndTopic(
  page: Page,
  topic: { label: string; value: string } = { label: 'Obamacare (ACA)', value: 'obamacare' },
  site = '',
) {
  await page.goto(`${site}/citas`)
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda una cita' })).toBeVisible()
  await page.getByRole('group', { name: '¿Cómo prefieres la cita?' }).getByRole('radio', { name: 'Llamada telefónica' }).check()
  await page
    .getByRole('group', { name: '¿Sobre qué seguro quieres hablar?' })
    .getByRole('radio', { name: topic.label, exact: true })
    .check()
  await page.getByRole('button', { name: 'Ver días y horarios' }).click()
  await page.waitForURL(new RegExp(`tipo=llamada&tema=${topic.value}`))
  await pickRandom(page, 'Elige un día')
  await page.getByRole('button', { name: 'Ver horas de este día' }).click()
  await page.waitForURL(/dia=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('group', { name: /^Elige una hora el .+\(hora del Este\)$/ })).toBeVisible()
}
