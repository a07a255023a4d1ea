import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

export const CONSENT_LABEL = 'Acepto recibir comunicaciones sobre productos y servicios de seguros. Puedo cancelar en cualquier momento.'

/** The contact form, found by its accessible name ('Envíanos un Mensaje'). */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Envíanos un Mensaje' })
  return {
    form,
    firstName: form.getByRole('textbox', { name: 'Nombre', exact: true }),
    lastName: form.getByRole('textbox', { name: 'Apellido', exact: true }),
    email: form.getByRole('textbox', { name: 'Correo electrónico', exact: true }),
    phone: form.getByRole('textbox', { name: 'Teléfono', exact: true }),
    insuranceType: form.getByRole('combobox', { name: 'Tipo de Seguro', exact: true }),
    message: form.getByRole('textbox', { name: 'Mensaje', exact: true }),
    consent: form.getByRole('checkbox', { name: CONSENT_LABEL, exact: true }),
    submit: form.getByRole('button', { name: /Enviar Mensaje|Enviando\.\.\./ }),
  }
}

/** The visible toasts inside the notifications region. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem')
}

export function uniqueVisitor() {
  const id = randomUUID().slice(0, 8)
  return {
    firstName: 'Carmen',
    lastName: `Prueba ${id}`,
    email: `e2e-${id}@example.com`,
    phone: '(305) 555-0199',
    insuranceType: 'medicare',
    message: `Hola, quiero información sobre Medicare (${id}).`,
  }
}

export async function fillContactForm(page: Page, visitor: ReturnType<typeof uniqueVisitor>) {
  const fields = contactForm(page)
  await fields.firstName.fill(visitor.firstName)
  await fields.lastName.fill(visitor.lastName)
  await fields.email.fill(visitor.email)
  await fields.phone.fill(visitor.phone)
  await fields.insuranceType.selectOption(visitor.insuranceType)
  await fields.message.fill(visitor.message)
  await fields.consent.check()
  await expect(fields.consent).toBeChecked()
}
