import type { Payload } from 'payload'

/** A staff account as the Local API takes it for `user`. */
export type StaffUser = Record<string, unknown> & { id: number | string; collection: 'users' }

/** A new staff account for a test of what staff may do through the Local API. */
export async function createStaffUser(payload: Payload, name: string): Promise<StaffUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${name}-${Date.now()}@agencia.example`, password: `clave-${name}-123`, roles: ['staff'] },
  })
  return { ...user, collection: 'users' }
}
