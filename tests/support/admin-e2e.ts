import { type APIRequestContext, expect, type Page } from '@playwright/test'

import type { ContactStatus } from '../../src/leads/desk/contact-statuses'
import { emailKey } from '../../src/leads/desk/duplicate-window'
import { legalDocumentSlugs } from '../../src/lib/legal-document-slugs.mjs'
import { phoneDigits } from '../../src/lib/phone'
import { TEST_ADMIN } from '../../tooling/test-env'
import { CONSENT_LABEL } from './contact-page'
import { queryE2eDatabase } from './e2e-database'

export type Account = { id: number; email: string; password: string; token: string }

/**
 * The site seeds itself on its first start while already answering; wait until the seed
 * (admin, then content, legal documents last) is complete before acting as staff. The rows are
 * counted in the database, whatever their status: a test that left a document as a draft (the
 * public API then lists one fewer) must not make later callers wait for a seed that is done.
 */
let seeded: Promise<void> | null = null
export function seedComplete(): Promise<void> {
  // biome-ignore lint/correctness/noPlaywrightMissingAwait: the poll is kept and awaited by every caller
  seeded ??= expect
    .poll(
      async () => {
        // Before the migrations (a project run alone right after the server answers) the table is not there yet.
        const rows = await queryE2eDatabase<{ count: number }>('select count(*)::int as count from legal_documents').catch((error) => {
          if ((error as { code?: string }).code === '42P01') return [{ count: 0 }] // undefined_table
          throw error
        })
        return rows[0].count
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(legalDocumentSlugs.length)
  return seeded
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Logs in through the REST API; the token goes in `Authorization: JWT <token>`. */
async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Account> {
  await seedComplete()
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.status(), `login of ${email}`).toBe(200)
  const body = (await response.json()) as { token: string; user: { id: number } }
  return { id: body.user.id, email, password, token: body.token }
}

export const authHeader = (account: Pick<Account, 'token'>) => ({ Authorization: `JWT ${account.token}` })

export const adminAccount = (request: APIRequestContext) => apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password)

/** A new staff member created by the admin, as the agency would. */
/** A staff account created by the admin; `name` is what the desk shows (give a unique one where a test picks the person by it). */
export async function createStaffAccount(request: APIRequestContext, label = 'personal', name = 'Personal de prueba'): Promise<Account> {
  const admin = await adminAccount(request)
  const email = `${label}-${unique()}@agencia.example`
  const password = `clave-${unique()}`
  const response = await request.post('/api/users', {
    headers: authHeader(admin),
    data: { email, password, name, roles: ['staff'] },
  })
  expect(response.status(), 'admin creates a staff account').toBe(201)
  return apiLogin(request, email, password)
}

/** Logs in through the admin's Spanish login form. */
export async function loginInPanel(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** Signs in and waits for the dashboard: the first login after the server starts renders the panel cold. */
export async function signInToPanel(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await loginInPanel(page, account.email, account.password)
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

export type SubmittedContact = {
  firstName: string
  lastName: string
  email: string
  phone: string
  insuranceType: string
  message: string
  status?: ContactStatus
  hoursAgo?: number
  /** Hours from now to the follow-up (negative: overdue); none when absent. */
  followUpInHours?: number
  assignee?: { id: number; name: string }
}

/**
 * A contact as the public form would have stored it (with the copies the desk's hooks keep),
 * written straight to the database so these tests do not depend on the form's rate limit.
 */
export async function insertContact(contact: SubmittedContact): Promise<number> {
  const rows = await queryE2eDatabase<{ id: number }>(
    `insert into contacts (first_name, last_name, email, phone, insurance_type, message, status, source,
       consent_at, consent_text, ip, user_agent, created_at, updated_at,
       full_name, phone_digits, email_key, follow_up_at, assignee_id, assignee_name)
     values ($1, $2, $3, $4, $5, $6, $7, 'formulario', now(), $9, '203.0.113.10', 'Mozilla/5.0', now() - make_interval(hours => $8), now(),
       $15, $10, $11, now() + make_interval(hours => $12::int), $13, $14)
     returning id`,
    [
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phone,
      contact.insuranceType,
      contact.message,
      contact.status ?? 'nuevo',
      contact.hoursAgo ?? 0,
      CONSENT_LABEL,
      phoneDigits(contact.phone),
      emailKey(contact.email),
      contact.followUpInHours ?? null,
      contact.assignee?.id ?? null,
      contact.assignee?.name ?? null,
      `${contact.firstName} ${contact.lastName}`,
    ],
  )
  return rows[0].id
}

export const uniqueSuffix = unique
