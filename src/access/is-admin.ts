import type { Access, FieldAccess } from 'payload'

type MaybeUser = { roles?: string[] | null } | null | undefined

export const hasAdminRole = (user: MaybeUser): boolean => Boolean(user?.roles?.includes('admin'))

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user as MaybeUser)

export const isAdminField: FieldAccess = ({ req }) => hasAdminRole(req.user as MaybeUser)
