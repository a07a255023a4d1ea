import type { Field, FieldAccess } from 'payload'

import { contactStatusOptions, NEW_CONTACT_STATUS } from './contact-statuses'
import { LEAD_NOTE_MAX_LENGTH } from './lead-events'
import { optOutChannelOptions } from './opt-out-channels'

/** Written only by the desk hooks (prepareDeskFields); never taken from a request. */
const setByHooks: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * What staff work a lead with, first on the lead's page (phones see these before the submitted
 * data): who the person is with call and e-mail links, a contact attempt to log, status, assignee,
 * follow-up, a new note, and the history.
 */
export const deskFields: Field[] = [
  {
    name: 'summary',
    type: 'ui',
    admin: { components: { Field: '/leads/admin/LeadSummary' }, disableListColumn: true },
  },
  {
    // One tap logs a call, text or e-mail attempt and what came of it in the history (log-attempt.ts).
    name: 'logAttempt',
    type: 'ui',
    admin: { components: { Field: '/leads/admin/LogAttempt' }, disableListColumn: true },
  },
  {
    // Documents sent to sign (SOA, Marketplace consent, application review), their state, and a new one (src/records).
    name: 'signedRecords',
    type: 'ui',
    admin: { components: { Field: '/records/admin/LeadRecords' }, disableListColumn: true },
  },
  {
    type: 'row',
    admin: { className: 'desk-row' },
    fields: [
      {
        name: 'status',
        label: 'Estado',
        type: 'select',
        required: true,
        defaultValue: NEW_CONTACT_STATUS,
        index: true,
        options: [...contactStatusOptions],
        admin: { width: '33%' },
      },
      {
        name: 'assignee',
        label: 'Responsable',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        admin: { width: '33%', components: { Field: '/leads/admin/AssigneeField' } },
      },
      {
        name: 'followUpAt',
        label: 'Próximo seguimiento',
        type: 'date',
        index: true,
        admin: { width: '33%', date: { pickerAppearance: 'dayAndTime', timeIntervals: 30 } },
      },
    ],
  },
  {
    name: 'newNote',
    label: 'Añadir nota',
    type: 'textarea',
    // Never stored on the lead: saved as a dated line of the history (recordDeskChanges). Read back
    // empty, so the box is empty again after a save (and a second save cannot repeat the note).
    virtual: true,
    hooks: { afterRead: [() => null] },
    maxLength: LEAD_NOTE_MAX_LENGTH,
    // Payload shows virtual fields read-only unless told otherwise.
    admin: {
      readOnly: false,
      description: 'Se guarda en el historial con su nombre y la hora al pulsar Guardar.',
      rows: 3,
      disableListColumn: true,
    },
  },
  {
    name: 'history',
    type: 'ui',
    admin: { components: { Field: '/leads/admin/LeadHistory' }, disableListColumn: true },
  },
]

/** Flags the desk sets by itself, and the lead's 'no contactar', beside the lead. */
export const deskSidebarFields: Field[] = [
  {
    name: 'duplicateOf',
    label: 'Posible duplicado de',
    type: 'relationship',
    relationTo: 'contacts',
    index: true,
    access: setByHooks,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Otro cliente de los últimos 90 días con el mismo teléfono o correo.',
      components: { Cell: '/leads/admin/DuplicateCell' },
    },
  },
  {
    name: 'doNotContact',
    label: 'No contactar',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        'Márquelo si la persona pidió no ser contactada (se registra la fecha y quién lo marcó). ' +
        'Su teléfono y correo pasan a la lista «No contactar», que marca a todos los clientes con esos datos.',
      components: { Cell: '/leads/admin/DoNotContactCell' },
    },
  },
  {
    name: 'doNotContactChannel',
    label: 'Medio por el que lo pidió',
    type: 'select',
    options: [...optOutChannelOptions],
    admin: { position: 'sidebar', condition: (data) => Boolean(data?.doNotContact) },
  },
  {
    name: 'doNotContactAt',
    label: 'No contactar desde',
    type: 'date',
    access: setByHooks,
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.doNotContact),
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
  {
    name: 'doNotContactBy',
    label: 'Registrado por',
    type: 'text',
    access: setByHooks,
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.doNotContact) },
  },
]

// List columns, never shown on the lead's page (a hidden field could not be a column).
const listOnly = { readOnly: true, condition: () => false }

/** Copies kept for search, titles and the list (set by prepareDeskFields); not edited anywhere. */
export const deskDerivedFields: Field[] = [
  { name: 'fullName', label: 'Nombre', type: 'text', index: true, access: setByHooks, admin: listOnly },
  { name: 'phoneDigits', label: 'Teléfono', type: 'text', index: true, access: setByHooks, admin: { readOnly: true, hidden: true } },
  { name: 'emailKey', label: 'Correo electrónico', type: 'text', index: true, access: setByHooks, admin: { readOnly: true, hidden: true } },
  { name: 'assigneeName', label: 'Responsable', type: 'text', access: setByHooks, admin: listOnly },
]

/** What the contacts list's search box (and the CSV export of a search) looks in; a phone matches however it is typed. */
export const contactSearchFields = ['fullName', 'email', 'phoneDigits']
