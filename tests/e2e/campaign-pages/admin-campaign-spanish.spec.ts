/**
 * The admin screens the Spanish crawl (tests/e2e/platform/admin-spanish.spec.ts) does not reach and issue 35
 * found English or odd strings on: a campaign page with its SEO hints, live preview widths, schedule drawer
 * and unpublish toast; the appointments and blocked times lists; a signed record.
 */
import { expect, test } from '@playwright/test'
import { authHeader, createStaffAccount, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { fillSchedule, openScheduleDrawer } from '../../support/admin-fields'
import { expectSpanish } from '../../support/admin-spanish-checks'
import { editorState, paragraph, text } from '../../support/lexical-state'
import { createPage, setPageStatus } from '../../support/pages-api'
import { insertSigningLink, signedRecordsOf } from '../../support/signing-links'

const quick = { timeout: 15_000 }

test('a campaign page reads in Spanish: SEO hints, live preview widths, schedule drawer and the unpublish toast', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const staff = await createStaffAccount(request, 'voz-paginas')
  const slug = `voz-admin-${uniqueSuffix()}`
  const created = await createPage(request, authHeader(staff), {
    title: 'Página en castellano',
    slug,
    layout: [{ blockType: 'richText', content: editorState(paragraph(text('Te ayudamos a comparar planes sin costo.'))) }],
  })
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  await page.goto('/admin/collections/pages')
  await expectSpanish(page, 'the pages list')

  // The SEO hints link to Google's guide, in English: the link says so instead of «Mejores prácticas».
  await page.goto(`/admin/collections/pages/${created.id}`)
  await expect(page.getByRole('link', { name: 'la guía de Google (en inglés)' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mejores prácticas' })).toHaveCount(0)
  await expectSpanish(page, 'a campaign page')

  // Live preview: the width that fills the pane is named in Spanish, in the button and in its list.
  await page.getByRole('button', { name: 'Previsualizar' }).first().click()
  const widths = page.locator('.live-preview-toolbar-controls__breakpoint')
  await expect(widths).toContainText('Ancho del panel', quick)
  await expect(page.getByRole('spinbutton', { name: 'Ancho', exact: true })).toBeVisible(quick)
  await expect(page.getByRole('spinbutton', { name: 'Alto', exact: true })).toBeVisible(quick)
  await expectSpanish(page, 'the live preview')
  await widths.getByRole('button').first().click()
  const widthList = page.locator('.popup__content')
  await expect(widthList.getByRole('button', { name: 'Teléfono', exact: true })).toBeVisible(quick)
  await expect(widthList.getByRole('button', { name: 'Ancho del panel', exact: true })).toBeVisible(quick)
  await expectSpanish(page, "the live preview's width list")
  await page.keyboard.press('Escape')

  // «Programar publicación»: the page's own dialog, its day and time on the 24-hour clock read back in the admin's format.
  await page.goto(`/admin/collections/pages/${created.id}`)
  const drawer = await openScheduleDrawer(page)
  await expectSpanish(page, 'the schedule dialog')
  await fillSchedule(drawer, '2026-11-27', '23:49')
  await expect(drawer.getByText(/^Se publicará el 27 de noviembre de 2026, 23:49 \(Hora de/)).toBeVisible(quick)
  const hours = await drawer.getByRole('combobox', { name: 'Hora', exact: true }).locator('option').allTextContents()
  expect(hours).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')))
  await expect(drawer.getByText(/\b(?:AM|PM|a\. m\.|p\. m\.)/)).toHaveCount(0)
  await expectSpanish(page, 'the schedule dialog with a day and time chosen')
  await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click(quick)

  // Published, then «Despublicar» from the ⋮ menu: the toast says it was unpublished.
  await setPageStatus(request, authHeader(staff), created.id, 'published')
  await page.goto(`/admin/collections/pages/${created.id}`)
  await page.locator('.doc-controls__dots').click(quick)
  await page.locator('.popup__content').getByRole('button', { name: 'Despublicar' }).click(quick)
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click(quick)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Despublicado correctamente.' })).toBeVisible(quick)
  // Payload reopens the live preview it remembers: its width and height boxes are named «Ancho» and «Alto».
  await expectSpanish(page, 'the unpublished page')
})

test('the appointment desk and a signed record read in Spanish', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000)
  const staff = await createStaffAccount(request, 'voz-citas')
  // A record signed as a client would: the SOA link opened without a staff session.
  const link = await insertSigningLink('soa')
  const client = await browser.newContext({ baseURL })
  const clientPage = await client.newPage()
  await clientPage.goto(link.path)
  await clientPage.getByRole('checkbox').first().check()
  await clientPage.getByLabel('Su nombre completo (su firma)').fill(`Rosa ${link.lastName}`)
  await clientPage.getByRole('button', { name: 'Firmar' }).click()
  await expect(clientPage.getByRole('heading', { name: 'Gracias. Su firma quedó guardada.' })).toBeVisible()
  await client.close()
  const [record] = await signedRecordsOf(link.leadId)

  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  for (const slug of ['appointments', 'blocked-times', 'signed-records']) {
    await page.goto(`/admin/collections/${slug}`)
    await expectSpanish(page, `the ${slug} list`)
  }
  await page.goto(`/admin/collections/appointments/create`)
  await expectSpanish(page, 'a new appointment')

  // The signed text's code is named as a code, not as «Texto: soa».
  await page.goto(`/admin/collections/signed-records/${record.id}`)
  await expect(page.locator('#field-textId')).toHaveValue('soa')
  await expect(page.locator('label[for="field-textId"]')).toContainText('Código del texto')
  // Opened again, its «Quién lo vio o imprimió» table lists the first view, with Payload's pencil to open it, named.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Abrir en un panel' }).first()).toBeVisible(quick)
  await expectSpanish(page, 'a signed record')
})
