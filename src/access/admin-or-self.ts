import type { Access } from 'payload'

import { hasAdminRole } from './is-admin'

/** Admins see every staff account; a staff member only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user as { roles?: string[] })) return true
  return { id: { equals: req.user.id } }
}
