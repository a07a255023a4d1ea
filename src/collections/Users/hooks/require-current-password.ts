import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { passwordCopy } from '../../../copy/account-security'
import { passwordMatches } from '../password-hash'

const refuse = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', label: 'Contraseña actual', message }] }, req.t)

/**
 * A signed-in session changes a password or an e-mail (its own, or, for an admin, anyone's)
 * only by giving its own current password: a session left open or stolen cannot take the
 * account over. The password is the session's own, checked against its stored hash, never
 * by signing in. Scripts and the seed (no session) are not asked.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const { currentPassword, ...rest } = data as { currentPassword?: unknown } & Record<string, unknown>
  if (operation !== 'update' || !req.user) return rest
  const changesPassword = typeof rest.password === 'string' && rest.password !== ''
  const changesEmail =
    typeof rest.email === 'string' &&
    rest.email.trim().toLowerCase() !==
      String(originalDoc?.email ?? '')
        .trim()
        .toLowerCase()
  if (!changesPassword && !changesEmail) return rest

  if (typeof currentPassword !== 'string' || currentPassword === '') throw refuse(req, passwordCopy.currentNeeded)
  const session = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  if (!session || !(await passwordMatches(currentPassword, session))) throw refuse(req, passwordCopy.currentWrong)
  return rest
}
