import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { type RestMethod, restCall } from './rest-api'

/** A signed-in account of the tests, with its REST token. */
export type Account = { id: number; token: string; name: string }

export async function signIn(payload: Payload, role: 'staff' | 'admin', name: string, npn?: string): Promise<Account> {
  const email = `policies-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: [role], ...(npn ? { npn } : {}) } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, name }
}

export const rest = (method: RestMethod, path: string, account: Account | null, body?: unknown) =>
  restCall(method, path, { token: account?.token, body })

/** A lead as staff enter it for a phone caller. */
export async function newLead(staff: Account, lastName = `Pérez ${randomUUID().slice(0, 6)}`): Promise<{ id: number; fullName: string }> {
  const phone = `(954) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const response = await rest('POST', 'contacts', staff, { firstName: 'Rosa', lastName, source: 'telefono', phone })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number; fullName: string } }).doc
}

/** The field errors of a refused save, by field path: what the admin shows under each field. */
export async function fieldErrors(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
  const errors = body.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
  return Object.fromEntries(errors.map(({ path, message }) => [path, message]))
}
