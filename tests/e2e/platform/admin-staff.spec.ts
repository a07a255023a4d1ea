import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import {
  type Account,
  adminAccount,
  authHeader,
  createStaffAccount,
  insertContact,
  loginInPanel,
  uniqueSuffix,
} from '../../support/admin-e2e'
import { queryE2eDatabase } from '../../support/e2e-database'

test.describe('the staff desk', () => {
  let staff: Account

  test.beforeAll(async ({ request }) => {
    staff = await createStaffAccount(request)
  })

  test.beforeEach(async ({ page }) => {
    await loginInPanel(page, staff.email, staff.password)
    // The first login after the server starts renders the panel cold.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  })

  test('a staff member sees the Spanish, branded dashboard with the new-contacts count', async ({ page }) => {
    await insertContact({
      firstName: 'Nueva',
      lastName: 'Solicitud',
      email: `nueva-${uniqueSuffix()}@example.com`,
      phone: '3055550101',
      insuranceType: 'obamacare',
      message: 'Hola',
    })
    await expect(async () => {
      await page.reload()
      const [{ count }] = await queryE2eDatabase<{ count: string }>(
        "select count(*) from contacts where status = 'nuevo' and do_not_contact is not true and duplicate_of_id is null",
      )
      await expect(page.getByTestId('new-contacts-count')).toHaveText(count, { timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('heading', { name: 'Contactos nuevos', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Datos de la agencia' }).first()).toBeVisible()

    await page.getByRole('link', { name: 'Ver contactos nuevos' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/contacts\?.*status.*nuevo/)
    const table = page.locator('table tbody')
    await expect(table.getByText('Nueva Solicitud', { exact: true }).first()).toBeVisible()
    await expect(table.getByText('Nuevo', { exact: true }).first()).toBeVisible()
    await expect(table.getByText('Contactado', { exact: true })).toHaveCount(0)
    await expect(table.getByText('Cerrado', { exact: true })).toHaveCount(0)
  })

  test('a staff member edits a testimonial and visitors see it on the next load of /', async ({ page, request }) => {
    const admin = await adminAccount(request)
    const created = await request.post('/api/testimonials', {
      headers: authHeader(admin),
      data: { name: `Rosa ${uniqueSuffix()}`, role: 'Clienta de Obamacare', content: 'Muy buen servicio.', rating: 5, order: 90 },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; name: string } }
    const newText = `Me ayudaron con mi póliza en español, ¡gracias! ${uniqueSuffix()}`

    const before = await request.get('/')
    expect(await before.text()).not.toContain(newText)

    await page.goto(`/admin/collections/testimonials/${doc.id}`)
    await page.locator('#field-content').fill(newText)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()

    await page.goto('/')
    await expect(page.getByText(newText)).toBeVisible()

    await request.delete(`/api/testimonials/${doc.id}`, { headers: authHeader(admin) })
  })

  test('a staff member changes the status of a contact but cannot edit what the visitor submitted', async ({ page }) => {
    const email = `jose-${uniqueSuffix()}@example.com`
    const id = await insertContact({
      firstName: 'José',
      lastName: 'Muñoz',
      email,
      phone: '3055550111',
      insuranceType: 'medicare',
      message: 'Quiero información sobre Medicare.',
    })
    await page.goto(`/admin/collections/contacts/${id}`)
    // The panel renders fields as they scroll into view; the consent record is further down the lead.
    await page.getByText('Registro de consentimiento').scrollIntoViewIfNeeded()
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'message', 'consentText', 'ip']) {
      await expect(page.locator(`#field-${field}`), field).toBeDisabled()
    }
    await expect(page.locator('#field-firstName')).toHaveValue('José')

    await page.locator('#field-status .rs__control').click()
    await page.getByRole('option', { name: 'Contactado', exact: true }).click()
    await page.locator('#field-newNote').fill('Llamé el lunes; enviar cotización.')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.')).toBeVisible()

    const [row] = await queryE2eDatabase<{ status: string; first_name: string; email: string }>(
      'select status, first_name, email from contacts where id = $1',
      [id],
    )
    expect(row).toEqual({ status: 'contactado', first_name: 'José', email })
    const notes = await queryE2eDatabase<{ note: string }>("select note from lead_events where contact_id = $1 and kind = 'nota'", [id])
    expect(notes).toEqual([{ note: 'Llamé el lunes; enviar cotización.' }])
  })

  test('the API also refuses to rewrite submitted fields or let staff delete a contact', async ({ request }) => {
    const id = await insertContact({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: `ana-${uniqueSuffix()}@example.com`,
      phone: '3055550122',
      insuranceType: 'vida',
      message: 'Hola',
    })
    await request.patch(`/api/contacts/${id}`, { headers: authHeader(staff), data: { firstName: 'Otra', phone: '0000000000' } })
    const removal = await request.delete(`/api/contacts/${id}`, { headers: authHeader(staff) })
    expect(removal.status()).toBe(403)
    const [row] = await queryE2eDatabase<{ first_name: string; phone: string }>('select first_name, phone from contacts where id = $1', [
      id,
    ])
    expect(row).toEqual({ first_name: 'Ana', phone: '3055550122' })
  })

  test('a staff member exports the filtered contacts as a CSV that keeps the accents', async ({ page }) => {
    const lastName = `Muñoz-Ibáñez ${uniqueSuffix()}`
    await insertContact({
      firstName: 'Begoña',
      lastName,
      email: `begona-${uniqueSuffix()}@example.com`,
      phone: '7865550133',
      insuranceType: 'privados',
      message: 'Necesito un seguro privado, ¿qué opciones hay?',
    })
    await page.goto(`/admin/collections/contacts?search=${encodeURIComponent(lastName)}`)
    await expect(page.getByText(lastName)).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Exportar CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
    expect(lines[0]).toMatch(/^Fecha,Nombre,Apellido,Email,Teléfono,Tipo de seguro,Mensaje,N\.º de registro,Enlace,Origen,Estado,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`Begoña,${lastName},`)
    expect(lines[1]).toContain('(786) 555-0133,Seguros Privados,"Necesito un seguro privado, ¿qué opciones hay?",')
    expect(lines[1]).toMatch(/,http:\/\/[^,]+\/admin\/collections\/contacts\/\d+,Formulario,Nuevo,/)
    const attributionHeaders = 'utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,gbraid,wbraid,fbclid'
    expect(lines[0]).toContain(`,${attributionHeaders},Página de llegada,Sitio de procedencia,Primera visita`)
  })

  test('a staff member cannot manage users', async ({ page, request }) => {
    await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0)
    const admin = await adminAccount(request)

    const list = await request.get('/api/users', { headers: authHeader(staff) })
    const { docs } = (await list.json()) as { docs: { id: number }[] }
    expect(docs.map((doc) => doc.id)).toEqual([staff.id])

    const creation = await request.post('/api/users', {
      headers: authHeader(staff),
      data: { email: `intruso-${uniqueSuffix()}@agencia.example`, password: 'clave-intrusa-1', roles: ['admin'] },
    })
    expect(creation.status()).toBe(403)
    for (const response of [
      await request.patch(`/api/users/${admin.id}`, { headers: authHeader(staff), data: { name: 'Hackeado' } }),
      await request.delete(`/api/users/${admin.id}`, { headers: authHeader(staff) }),
    ]) {
      expect([403, 404]).toContain(response.status())
    }
    await request.patch(`/api/users/${staff.id}`, { headers: authHeader(staff), data: { roles: ['admin'] } })
    const [self] = await queryE2eDatabase<{ value: string }>('select value from users_roles where parent_id = $1', [staff.id])
    expect(self.value).toBe('staff')
    const [adminRow] = await queryE2eDatabase<{ name: string | null }>('select name from users where id = $1', [admin.id])
    expect(adminRow.name).not.toBe('Hackeado')

    await page.goto('/admin/collections/users/create')
    await expect(page.locator('#field-email')).toHaveCount(0)
  })
})
