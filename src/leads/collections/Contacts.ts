import type { CollectionConfig } from 'payload'
import { retitleLeadAppointments } from '@/appointments/public'
import { clientFields, keepClientsPolicies } from '@/policies/public'
import { keepSignedRecordsLead } from '@/records/public'
import { anyone } from '../../access/anyone'
import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { contactLimits } from '../../lib/contact-fields'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { recordConsentAnswers, takeConsentAnswers } from '../consent/consent-answers'
import { consentAnswerFields } from '../consent/consent-fields'
import { recordConsent } from '../consent/record-consent'
import { contactSearchFields, deskDerivedFields, deskFields, deskSidebarFields } from '../desk/desk-fields'
import { deleteLeadHistory } from '../desk/hooks/delete-lead-history'
import { prepareDeskFields } from '../desk/hooks/prepare-desk-fields'
import { recordDeskChanges } from '../desk/hooks/record-desk-changes'
import { searchPhoneDigits } from '../desk/hooks/search-phone-digits'
import { logAttemptEndpoint } from '../desk/log-attempt'
import { stampTextingConsent, textingConsentFields } from '../desk/texting-consent'
import { createContact } from '../intake/create-contact'
import { leadIntakeFields } from '../intake/lead-intake-fields'
import { FORM_LEAD_SOURCE, leadSourceOptions, STAFF_LEAD_SOURCES, staffLeadSourceOptions } from '../intake/lead-sources'
import { staffEntryEmail, staffEntryText } from '../intake/staff-entry-rules'
import { validateContact } from '../intake/validate-contact'
import { notificationStateField } from '../notifications/notification-state-field'
import { notifyStaff } from '../notifications/notify-staff'
import { readOnlyForStaff } from './read-only-for-staff'

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contacto', plural: 'Contactos' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: [
      'fullName',
      'isClient',
      'phone',
      'status',
      'assigneeName',
      'followUpAt',
      'createdAt',
      'insuranceType',
      'duplicateOf',
      'doNotContact',
    ],
    listSearchableFields: contactSearchFields,
    group: 'Clientes potenciales',
    description:
      'Mensajes del formulario del sitio, llamadas con el asistente de voz y contactos que el personal registra. ' +
      'Cambie el estado cuando los atienda.',
    components: { beforeListTable: ['/leads/admin/ExportContactsButton'] },
    pagination: { defaultLimit: 25 },
  },
  // A copy of a lead is not a lead (no consent, no person behind it), and Payload's copy fails validation.
  disableDuplicate: true,
  endpoints: [createContact, logAttemptEndpoint],
  hooks: {
    beforeOperation: [validateContact, searchPhoneDigits],
    beforeChange: [recordConsent, takeConsentAnswers, prepareDeskFields, stampTextingConsent],
    afterChange: [notifyStaff, recordDeskChanges, recordConsentAnswers, retitleLeadAppointments],
    beforeDelete: [keepSignedRecordsLead, keepClientsPolicies, deleteLeadHistory],
  },
  access: {
    create: anyone,
    read: authenticated,
    update: authenticated,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'source',
      label: 'Origen',
      type: 'select',
      required: true,
      // Staff creating a lead choose Teléfono or En persona; validateContact decides what each entry may set.
      defaultValue: ({ user }) => (user ? STAFF_LEAD_SOURCES[0] : FORM_LEAD_SOURCE),
      index: true,
      options: [...leadSourceOptions],
      // A new lead entered by staff may only have a staff source; a stored lead shows the one it arrived with.
      filterOptions: ({ data, options, req }) => (req.user && !data?.id ? [...staffLeadSourceOptions] : options),
      access: readOnlyForStaff,
      // First on the form, so a phone shows it before the person's details (not under the whole form, as a sidebar field).
      admin: {
        description: 'Al crear un contacto: Teléfono o En persona. Queda registrado quién lo creó.',
      },
    },
    ...deskFields,
    {
      name: 'firstName',
      label: 'Nombre',
      type: 'text',
      required: true,
      maxLength: contactLimits.name,
      access: readOnlyForStaff,
      validate: staffEntryText('firstName'),
    },
    // Required for visitors by validateContact; a voice caller may give only a first name.
    {
      name: 'lastName',
      label: 'Apellido',
      type: 'text',
      maxLength: contactLimits.name,
      access: readOnlyForStaff,
      validate: staffEntryText('lastName'),
    },
    // Required for visitors by validateContact; optional for phone, walk-in and voice leads.
    { name: 'email', label: 'Correo electrónico', type: 'email', index: true, access: readOnlyForStaff, validate: staffEntryEmail },
    {
      name: 'phone',
      label: 'Teléfono',
      type: 'text',
      maxLength: contactLimits.phone,
      index: true,
      access: readOnlyForStaff,
      validate: staffEntryText('phone'),
      admin: { components: { Cell: '/leads/admin/PhoneCell' } },
    },
    {
      name: 'insuranceType',
      label: 'Tipo de seguro',
      type: 'select',
      options: [...insuranceTypeOptions],
      access: readOnlyForStaff,
    },
    { name: 'message', label: 'Mensaje', type: 'textarea', maxLength: contactLimits.message, access: readOnlyForStaff },
    ...consentAnswerFields,
    // The visitor's tick of the consent box: checked by validateContact, recorded by recordConsent, never a column.
    { name: 'consent', label: 'Consentimiento', type: 'checkbox', virtual: true, access: readOnlyForStaff, admin: { hidden: true } },
    ...deskSidebarFields,
    ...textingConsentFields,
    notificationStateField,
    ...deskDerivedFields,
    {
      type: 'collapsible',
      label: 'Registro de consentimiento',
      // The web form's or the voice call's record; a staff entry has its answers per channel instead.
      admin: { condition: (data) => Boolean(data?.consentAt || data?.consentText) },
      fields: [
        {
          name: 'consentAt',
          label: 'Consentimiento otorgado',
          type: 'date',
          access: readOnlyForStaff,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'consentText', label: 'Texto aceptado', type: 'textarea', access: readOnlyForStaff, admin: { readOnly: true } },
        { name: 'ip', label: 'Dirección IP', type: 'text', maxLength: 64, access: readOnlyForStaff, admin: { readOnly: true } },
        { name: 'userAgent', label: 'Navegador', type: 'text', maxLength: 512, access: readOnlyForStaff, admin: { readOnly: true } },
      ],
    },
    {
      name: 'appointments',
      label: 'Citas',
      type: 'join',
      collection: 'appointments',
      on: 'lead',
      defaultSort: '-startsAt',
      defaultLimit: 10,
      admin: { defaultColumns: ['startsAt', 'kind', 'topic', 'status', 'assignedTo'], allowCreate: true },
    },
    ...clientFields,
    ...leadIntakeFields,
  ],
}
