import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../../access/adminOrSelf'
import { hasAdminRole, isAdmin, isAdminField } from '../../access/isAdmin'
import { sessionChangesInTurn } from './endpoints/sessions-in-turn'

export const userRoles = ['admin', 'staff'] as const

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Administración',
    // Staff manage only their own account (Cuenta); the user list is for admins.
    hidden: ({ user }) => !hasAdminRole(user as { roles?: string[] }),
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  endpoints: [...sessionChangesInTurn],
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', maxLength: 80 },
    {
      name: 'roles',
      label: 'Roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['staff'],
      saveToJWT: true,
      options: [
        { label: 'Administrador', value: 'admin' },
        { label: 'Personal de la agencia', value: 'staff' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
