import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { sendRecordLinkEndpoint } from '../endpoints/send-record-link'
import { linkChannelOptions, linkPurposeOptions } from '../record-kinds'

const readOnly = { readOnly: true }

/**
 * A link sent to a consumer to sign one record. It carries a random token; only the token's
 * SHA-256 is stored, and nobody reads it through the API. Staff create links through the send
 * endpoint (or the booking wing through createSigningLink), never directly.
 */
export const RecordLinks: CollectionConfig = {
  slug: 'record-links',
  labels: { singular: 'Enlace para firmar', plural: 'Enlaces para firmar' },
  defaultSort: '-sentAt',
  disableDuplicate: true,
  admin: {
    group: 'Clientes potenciales',
    hidden: true,
    defaultColumns: ['purpose', 'lead', 'sentAt', 'expiresAt', 'channel'],
  },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  endpoints: [sendRecordLinkEndpoint],
  fields: [
    { name: 'purpose', label: 'Para firmar', type: 'select', required: true, options: [...linkPurposeOptions], admin: readOnly },
    { name: 'lead', label: 'Cliente', type: 'relationship', relationTo: 'contacts', index: true, admin: readOnly },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 64,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    { name: 'expiresAt', label: 'Vence', type: 'date', required: true, admin: readOnly },
    { name: 'sentAt', label: 'Enviado el', type: 'date', required: true, admin: readOnly },
    { name: 'sentBy', label: 'Enviado por', type: 'relationship', relationTo: 'users', admin: readOnly },
    // The agent named in the text (who will attend or who assists); the sender when none is given.
    { name: 'agent', label: 'Agente', type: 'relationship', relationTo: 'users', admin: readOnly },
    { name: 'channel', label: 'Medio', type: 'select', required: true, options: [...linkChannelOptions], admin: readOnly },
    { name: 'attestationSummary', label: 'Resumen de la solicitud', type: 'textarea', maxLength: 5000, admin: readOnly },
    // Set by the booking wing when the link belongs to an appointment (no relation: that wing's collection).
    { name: 'appointmentId', label: 'Cita', type: 'text', maxLength: 40, index: true, admin: readOnly },
    // The appointment's SOA link is handed out again while open (soa-step.ts): its token kept sealed (sealed-token.ts).
    {
      name: 'sealedToken',
      type: 'text',
      maxLength: 200,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    // The signed record's id, not a relationship: signed records already point to their link, and a
    // foreign key back would make a cycle the backup's table order cannot follow (scripts/backup).
    // A staff correction of an SOA: the signed record the new one replaces.
    { name: 'supersedes', label: 'Corrige (n.º de documento firmado)', type: 'number', index: true, admin: readOnly },
    // A rescission link: the signed consent it rescinds.
    { name: 'rescinds', label: 'Revoca (n.º de documento firmado)', type: 'number', index: true, admin: readOnly },
    // When staff were e-mailed about the rescission signed through this link: its send-once claim (mail/rescission-claim.ts).
    {
      name: 'rescissionNoticeSentAt',
      type: 'date',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
