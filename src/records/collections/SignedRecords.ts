import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { printRecordEndpoint } from '../endpoints/print-record'
import { listColumnsOnly, readInSingleRecordOnly } from '../hooks/list-columns-only'
import { logRecordView } from '../hooks/log-record-view'
import { hashAlgorithmOptions, signedRecordKindOptions } from '../record-kinds'

const readOnly = { readOnly: true }
// Contents: answered only by a single read, which is logged (hooks/list-columns-only.ts).
const whole = { read: readInSingleRecordOnly }

/**
 * Records the consumer signed (SOA, Marketplace consent, application review, a consent's
 * rescission): the exact text shown, the choices, who signed, when, from where, and a keyed
 * fingerprint of all of it (record-hash.ts). Evidence: written only by the signing code (sign-record.ts, with
 * overrideAccess), never edited or deleted by anyone through Payload, admins included; the
 * database refuses any UPDATE, and a DELETE before `retainUntil` (the migration's trigger).
 * Only signed-in staff read them. Lists answer the list's columns only; the contents come from a
 * single read, and every single view and print is logged (record-access-log).
 */
export const SignedRecords: CollectionConfig = {
  slug: 'signed-records',
  labels: { singular: 'Documento firmado', plural: 'Documentos firmados' },
  // The admin lists them by the date each may be purged.
  defaultSort: 'retainUntil',
  disableDuplicate: true,
  admin: {
    group: 'Clientes potenciales',
    useAsTitle: 'signerName',
    defaultColumns: ['kind', 'signerName', 'lead', 'signedAt', 'retainUntil'],
    description: 'Firmados por los clientes en línea. No se pueden cambiar ni borrar; se guardan 10 años desde la firma.',
  },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  endpoints: [printRecordEndpoint],
  hooks: { afterRead: [listColumnsOnly], afterOperation: [logRecordView] },
  fields: [
    { name: 'integrity', type: 'ui', admin: { components: { Field: '/records/admin/RecordIntegrity' } } },
    { name: 'kind', label: 'Tipo', type: 'select', required: true, index: true, options: [...signedRecordKindOptions], admin: readOnly },
    { name: 'lead', label: 'Cliente', type: 'relationship', relationTo: 'contacts', index: true, admin: readOnly },
    { name: 'link', label: 'Enlace', type: 'relationship', relationTo: 'record-links', index: true, admin: readOnly },
    {
      name: 'textId',
      label: 'Código del texto',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { ...readOnly, description: 'Con la versión, identifica qué texto se firmó (soa: Alcance de la cita).' },
    },
    { name: 'textVersion', label: 'Versión del texto', type: 'text', required: true, maxLength: 40, admin: readOnly },
    { name: 'shownText', label: 'Texto que vio la persona', type: 'textarea', required: true, access: whole, admin: readOnly },
    {
      name: 'choices',
      label: 'Opciones elegidas',
      type: 'json',
      access: whole,
      // A readable list instead of Payload's JSON editor, whose Monaco comes from a CDN the CSP blocks (admin/ChosenOptions.tsx).
      admin: { ...readOnly, components: { Field: '/records/admin/ChosenOptions' } },
    },
    { name: 'signerName', label: 'Firmado por', type: 'text', required: true, maxLength: 200, admin: readOnly },
    { name: 'representativeName', label: 'Representante', type: 'text', maxLength: 200, access: whole, admin: readOnly },
    {
      name: 'representativeRelationship',
      label: 'Relación del representante',
      type: 'text',
      maxLength: 120,
      access: whole,
      admin: readOnly,
    },
    { name: 'signedAt', label: 'Firmado el', type: 'date', required: true, index: true, admin: readOnly },
    { name: 'ip', label: 'Dirección IP', type: 'text', maxLength: 64, access: whole, admin: readOnly },
    { name: 'userAgent', label: 'Navegador', type: 'text', maxLength: 1000, access: whole, admin: readOnly },
    { name: 'agent', label: 'Agente', type: 'relationship', relationTo: 'users', admin: readOnly },
    { name: 'rescinds', label: 'Revoca', type: 'relationship', relationTo: 'signed-records', index: true, admin: readOnly },
    // A correction made through staff: the record this one replaces (that one is kept unchanged).
    { name: 'supersedes', label: 'Corrige', type: 'relationship', relationTo: 'signed-records', index: true, admin: readOnly },
    {
      name: 'signedWithStaffSession',
      label: 'Firmado en un navegador con sesión del personal',
      type: 'checkbox',
      admin: { ...readOnly, description: 'Marcado cuando la firma llegó de un navegador con la sesión del personal abierta.' },
    },
    { name: 'contentHash', label: 'Huella', type: 'text', required: true, maxLength: 64, admin: readOnly },
    // How the fingerprint was made (record-hash.ts); empty on the records signed before the key existed.
    { name: 'hashAlgorithm', label: 'Tipo de huella', type: 'select', options: [...hashAlgorithmOptions], admin: readOnly },
    { name: 'retainUntil', label: 'Se guarda hasta', type: 'date', required: true, index: true, admin: readOnly },
    {
      name: 'accessLog',
      label: 'Quién lo vio o imprimió',
      type: 'join',
      collection: 'record-access-log',
      on: 'record',
      defaultSort: '-at',
      defaultLimit: 50,
      admin: { allowCreate: false, defaultColumns: ['action', 'userName', 'at'] },
    },
  ],
}
