import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

export const CONSENT_LABEL =
  'Acepto recibir comunicaciones sobre productos y servicios de seguros. Puedo cancelar en cualquier momento.'

/** The contact form, found by its accessible name ('Envíanos un Mensaje'). */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Envíanos un Mensaje' })
  return {
    form,
    firstName: form.getByLabel('Nombre', { exact: true }),
    lastName: form.getByLabel('Apellido', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Teléfono', { exact: true }),
    insuranceType: form.getByLabel('Tipo de Seguro', { exact: true }),
    message: form.getByLabel('Mensaje', { exact: true }),
    consent: form.getByLabel(CONSENT_LABEL),
    submit: form.getByRole('button', { name: /Enviar Mensaje|Enviando\.\.\./ }),
  }
}

/** The visible toasts inside the notifications region. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByRole('status')
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
