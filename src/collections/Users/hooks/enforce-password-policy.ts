import { type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { passwordProblem } from '../../../lib/password-policy'

type AccountWords = { email?: unknown; name?: unknown }
const wordsOf = (...accounts: (AccountWords | null | undefined)[]) =>
  accounts.flatMap((account) => [account?.email, account?.name]).filter((value): value is string => typeof value === 'string')

function refuseWeak(req: PayloadRequest, password: unknown, personal: string[]) {
  if (typeof password !== 'string') return
  const problem = passwordProblem(password, personal)
  if (problem)
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', label: 'Contraseña', message: problem }] }, req.t)
}

/*
 * Every way a password is set passes the rule (src/lib/password-policy.ts): an admin creating an
 * account, anyone changing one, the first admin from the environment, and a reset link.
 */

/** Creating and changing: after Payload's access check, so a refused request stays a 403. */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' || operation === 'update') refuseWeak(req, data?.password, wordsOf(data, originalDoc))
  return data
}

/** A reset link: Payload hashes the new password before any other hook could see it. */
export const enforcePasswordPolicyOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args.data ?? {}) as { password?: unknown; token?: unknown }
  const account =
    typeof token === 'string'
      ? await req.payload.db.findOne<{ id: number } & AccountWords>({
          collection: 'users',
          where: { resetPasswordToken: { equals: token } },
          req,
        })
      : null
  refuseWeak(req, password, wordsOf(account))
  return args
}
