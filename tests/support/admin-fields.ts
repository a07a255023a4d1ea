import { expect, type Page } from '@playwright/test'

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

/** A page's «Programar publicación» drawer, opened from the «Más opciones» beside «Publicar cambios». */
export async function openScheduleDrawer(page: Page) {
  await page
    .getByRole('button', { name: 'Publicar cambios' })
    .locator('xpath=..')
    .getByRole('button', { name: 'Más opciones' })
    .click(quick)
  await page.getByText('Programar publicación', { exact: true }).click(quick)
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /Programar publicación/ }) })
  await expect(drawer).toBeVisible()
  return drawer
}
