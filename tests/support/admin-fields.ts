import { expect, type Locator, type Page } from '@playwright/test'

const quick = { timeout: 15_000 }

/** An option of a Payload select field (react-select) inside `scope`. */
export async function choose(page: Page, scope: string, field: string, option: string) {
  await page.locator(`${scope} #field-${field} .rs__control`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Today (the browser runs in the agency's zone, America/New_York) at `time` ('hh:mm', 24 h) in a Payload date-time field. */
export async function pickToday(page: Page, scope: string, time: string) {
  await page.locator(`${scope} #field-startsAt input`).click()
  await page.locator('.react-datepicker__day--today:not(.react-datepicker__day--outside-month)').click()
  await page
    .locator('.react-datepicker__time-list-item', { hasText: new RegExp(`^${time}`) })
    .first()
    .click()
}

/** A page's «Programar publicación» dialog (src/campaign-pages/admin/SchedulePublishDialog.tsx), opened from the document controls. */
export async function openScheduleDrawer(page: Page) {
  await page.getByRole('button', { name: 'Programar publicación', exact: true }).click(quick)
  const drawer = page.getByRole('dialog', { name: 'Programar publicación' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Cargando…')).toHaveCount(0, quick)
  return drawer
}

/** In the open «Programar publicación» dialog: the day ('yyyy-mm-dd') and the time ('hh:mm', 24 h) on the zone's clock. */
export async function fillSchedule(drawer: Locator, date: string, time: string) {
  const [hour, minute] = time.split(':')
  await drawer.getByLabel('Fecha', { exact: true }).fill(date)
  await drawer.getByRole('combobox', { name: 'Hora', exact: true }).selectOption(hour)
  await drawer.getByRole('combobox', { name: 'Minutos', exact: true }).selectOption(minute)
}
