import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { consentAnswerOptions, consentChannelOptions, consentHeardViaOptions } from '../consent/consent-channels'

/**
 * What a person answered when staff asked for their consent, one row per channel (calls, texts,
 * e-mail): the answer, the exact sentence read and its version, the phone or e-mail it concerns,
 * who asked and when (createdAt). Evidence, kept like the web form's consent record: written only
 * by the Contacts hooks (consent-answers.ts), never edited or deleted by anyone, admins included,
 * and kept if the lead itself is deleted. A later answer is a new row; the newest one counts.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consentimiento registrado', plural: 'Consentimientos registrados' },
  defaultSort: '-createdAt',
  admin: {
    hidden: true,
    group: 'Clientes potenciales',
    defaultColumns: ['channel', 'answer', 'address', 'recordedByName', 'createdAt'],
  },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'contact', label: 'Cliente', type: 'relationship', relationTo: 'contacts', index: true, admin: { readOnly: true } },
    { name: 'channel', label: 'Medio', type: 'select', required: true, options: [...consentChannelOptions], admin: { readOnly: true } },
    { name: 'answer', label: 'Respuesta', type: 'select', required: true, options: [...consentAnswerOptions], admin: { readOnly: true } },
    { name: 'address', label: 'Teléfono o correo', type: 'text', maxLength: 254, admin: { readOnly: true } },
    {
      name: 'heardVia',
      label: 'Cómo lo dijo',
      type: 'select',
      required: true,
      options: [...consentHeardViaOptions],
      admin: { readOnly: true },
    },
    { name: 'statement', label: 'Texto leído', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'statementVersion', label: 'Versión del texto', type: 'text', required: true, maxLength: 40, admin: { readOnly: true } },
    // Kept as text too: staff may not read other accounts, and a removed account keeps its records.
    { name: 'recordedBy', label: 'Registrado por', type: 'relationship', relationTo: 'users', admin: { readOnly: true, hidden: true } },
    { name: 'recordedByName', label: 'Registrado por', type: 'text', maxLength: 200, admin: { readOnly: true } },
  ],
}
