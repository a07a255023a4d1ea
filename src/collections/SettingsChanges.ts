import type { CollectionConfig } from 'payload'

import { hasAdminRole, isAdmin } from '../access/is-admin'
import { nobody } from '../access/nobody'
import { watchedSettingOptions } from '../lib/watched-settings'

/**
 * *Historial de ajustes*: one row per change of a watched setting of *Datos de la agencia*
 * (src/lib/watched-settings.ts): who, when, the value before and after. Written only by the
 * global's hook (src/globals/hooks/record-settings-changes.ts) in the save's own transaction;
 * nobody, not even an admin, edits or deletes a row. Payload's versions of a global keep no
 * author, hence a collection of our own.
 */
export const SettingsChanges: CollectionConfig = {
  slug: 'settings-changes',
  labels: { singular: 'Cambio de ajustes', plural: 'Historial de ajustes' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Configuración',
    defaultColumns: ['createdAt', 'setting', 'previousValue', 'newValue', 'changedByName'],
    hidden: ({ user }) => !hasAdminRole(user as { roles?: string[] }),
    description:
      'Quién cambió, y cuándo, el email que recibe los avisos, el asistente de voz y los dominios permitidos para ' +
      'redirecciones. Nadie puede editar ni borrar este historial.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'setting', label: 'Ajuste', type: 'select', required: true, options: [...watchedSettingOptions] },
    { name: 'previousValue', label: 'Valor anterior', type: 'text' },
    { name: 'newValue', label: 'Valor nuevo', type: 'text' },
    { name: 'changedBy', label: 'Cambiado por', type: 'relationship', relationTo: 'users' },
    // As written at the time: a deleted or renamed account keeps its lines.
    { name: 'changedByName', label: 'Cambiado por', type: 'text', maxLength: 200 },
  ],
}
