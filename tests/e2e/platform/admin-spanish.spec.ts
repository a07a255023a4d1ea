import { expect, type Page, test } from '@playwright/test'
import { TEST_ADMIN } from '../../../tooling/test-env'
import { adminAccount, authHeader, createStaffAccount, insertContact, loginInPanel, uniqueSuffix } from '../../support/admin-e2e'
import { expectSpanish, expectSpanishDates } from '../../support/admin-spanish-checks'

const collections = [
  'services',
  'testimonials',
  'insurers',
  'licensed-states',
  'legal-documents',
  'contacts',
  'media',
  'users',
  'redirects',
]
const globals = ['site-settings', 'landing']

test('every admin page staff use reads in Spanish: lists, edit views, settings, the rich-text menus and the date picker', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const admin = await adminAccount(request)
  await loginInPanel(page, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expectSpanish(page, 'the dashboard')

  for (const slug of collections) {
    await page.goto(`/admin/collections/${slug}`)
    await expectSpanish(page, `the ${slug} list`)
    const { docs } = (await (await request.get(`/api/${slug}?limit=1&depth=0`, { headers: authHeader(admin) })).json()) as {
      docs: { id: number }[]
    }
    await page.goto(docs[0] ? `/admin/collections/${slug}/${docs[0].id}` : `/admin/collections/${slug}/create`)
    await expectSpanish(page, `a ${slug} document`)
  }
  for (const slug of globals) {
    await page.goto(`/admin/globals/${slug}`)
    await expectSpanish(page, `the ${slug} settings`)
  }

  // A legal document: the editor's block handles and menu, its toolbar, and the date picker.
  const { docs } = (await (await request.get('/api/legal-documents?limit=1&depth=0', { headers: authHeader(admin) })).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`/admin/collections/legal-documents/${docs[0].id}`)
  const paragraph = page.locator('[contenteditable="true"] p').first()
  await paragraph.hover()
  await page.locator('.add-block-menu').click()
  await expect(page.locator('.slash-menu-popup')).toBeVisible()
  await expectSpanish(page, 'the rich-text block menu')
  await page.keyboard.press('Escape')
  await paragraph.click({ clickCount: 3 })
  await expect(page.locator('.inline-toolbar-popup')).toBeVisible()
  await expectSpanish(page, 'the rich-text toolbar')
  await page.locator('.inline-toolbar-popup .toolbar-popup__dropdown-align').click()
  await expect(page.locator('.toolbar-popup__dropdown-items').first()).toBeVisible()
  await expectSpanish(page, 'the rich-text align menu')
  await page.keyboard.press('Escape')
  await page.locator('#field-lastUpdated input').click()
  await expect(page.locator('.react-datepicker')).toBeVisible()
  await expectSpanish(page, 'the date picker')
})

const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]').first()

test('what staff open and break reads in Spanish: upload refusals, image editor, list headers, media columns, versions, bad saves', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000)
  const admin = await adminAccount(request)
  const staff = await createStaffAccount(request, 'castellano', `Personal castellano ${uniqueSuffix()}`)
  const leadId = await insertContact({
    firstName: 'Rosa',
    lastName: `Fechas ${uniqueSuffix()}`,
    email: `rosa-${uniqueSuffix()}@example.com`,
    phone: '(305) 555-0147',
    insuranceType: 'medicare',
    message: 'Quiero información.',
    followUpInHours: 24,
  })
  await loginInPanel(page, staff.email, staff.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  // The first lead opened after signing in: its sidebar dates in Spanish from the first render.
  await page.goto(`/admin/collections/contacts/${leadId}`)
  await expect(page.locator('#field-followUpAt input')).not.toHaveValue('')
  await expectSpanishDates(page, 'the first lead opened')
  await expectSpanish(page, 'the first lead opened')
  await expect(page.getByRole('link', { name: 'API', exact: true }), 'the developer JSON tab').toHaveCount(0)

  // List headers: the select-all box and the sort buttons.
  await page.goto('/admin/collections/contacts')
  await expect(page.locator('#select-all')).toBeVisible()
  await expectSpanish(page, 'the contacts list headers')

  // A lead that cannot be saved, and a 'no contactar' entry with a short phone.
  await page.goto('/admin/collections/contacts/create')
  await page.locator('#field-firstName').fill('Ana')
  await page.locator('#field-phone').fill('12')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(errorToast(page)).toBeVisible()
  await expectSpanish(page, 'a lead that fails to save')
  await page.goto('/admin/collections/opt-outs/create')
  await page.locator('#field-phone').fill('12')
  await page.locator('#field-channel .rs__control').click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(errorToast(page)).toContainText('Teléfono')
  await expectSpanish(page, "a 'no contactar' entry that fails to save")

  // A second document for a legal page that already has one.
  await page.goto('/admin/collections/legal-documents/create')
  await page.locator('#field-slug .rs__control').click()
  await page.getByRole('option').first().click()
  await page.locator('#field-title').fill('Copia')
  await page.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(errorToast(page)).toContainText('Página')
  await expectSpanish(page, 'a legal document that fails to save')

  // A legal document's versions (the rich-text toolbar and its menus are in the test above).
  const { docs } = (await (await request.get('/api/legal-documents?limit=1&depth=0', { headers: authHeader(admin) })).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`/admin/collections/legal-documents/${docs[0].id}/versions`)
  await expect(page.locator('.table')).toBeVisible()
  await expectSpanish(page, 'the version list')

  // Imágenes: the columns picker, a refused file type (SVG, plain text) and the image editor.
  await page.goto('/admin/collections/media')
  await page.locator('.list-controls__toggle-columns').click()
  await expect(page.locator('.pill-selector, .column-selector').first()).toBeVisible()
  await expectSpanish(page, 'the media columns picker')
  const refused = [
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>') },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una imagen') },
  ]
  for (const file of refused) {
    await page.goto('/admin/collections/media/create')
    await page.locator('input[type="file"]').setInputFiles(file)
    await page.locator('#field-alt').fill('Prueba')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(errorToast(page)).toBeVisible()
    await expect(errorToast(page)).toContainText('Archivo')
    await expectSpanish(page, `the refusal of ${file.name}`)
  }
  const media = (await (await request.get('/api/media?limit=1&depth=0', { headers: authHeader(admin) })).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`/admin/collections/media/${media.docs[0].id}`)
  await page.getByRole('button', { name: 'Editar imagen' }).click()
  await expect(page.locator('.ReactCrop')).toBeVisible()
  await expectSpanish(page, 'the image editor')
})
