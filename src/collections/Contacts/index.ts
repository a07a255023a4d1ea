import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/isAdmin'
import { contactLimits } from '../../lib/contact-fields'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { FORM_LEAD_SOURCE, leadSourceOptions, STAFF_LEAD_SOURCES } from '../../lib/lead-sources'
import { contactSearchFields, deskDerivedFields, deskFields, deskSidebarFields } from './desk/desk-fields'
import { deleteLeadHistory } from './desk/hooks/delete-lead-history'
import { prepareDeskFields } from './desk/hooks/prepare-desk-fields'
import { recordDeskChanges } from './desk/hooks/record-desk-changes'
import { searchPhoneDigits } from './desk/hooks/search-phone-digits'
import { createContact } from './endpoints/create-contact'
import { notifyStaff } from './hooks/notifyStaff'
import { recordConsent } from './hooks/recordConsent'
import { validateContact } from './hooks/validateContact'
import { leadIntakeFields } from './lead-intake-fields'
import { notificationStateField } from './notification-state-field'
import { readOnlyForStaff } from './read-only-for-staff'

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contacto', plural: 'Contactos' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: [
      'fullName',
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
    components: { beforeListTable: ['/components/admin/ExportContactsButton'] },
    pagination: { defaultLimit: 25 },
  },
  endpoints: [createContact],
  hooks: {
    beforeOperation: [validateContact, searchPhoneDigits],
    beforeChange: [recordConsent, prepareDeskFields],
    afterChange: [notifyStaff, recordDeskChanges],
    beforeDelete: [deleteLeadHistory],
  },
  access: {
    create: anyone,
    read: authenticated,
    update: authenticated,
    delete: isAdmin,
  },
  fields: [
    ...deskFields,
    { name: 'firstName', label: 'Nombre', type: 'text', required: true, maxLength: contactLimits.name, access: readOnlyForStaff },
    // Required for visitors by validateContact; a voice caller may give only a first name.
    { name: 'lastName', label: 'Apellido', type: 'text', maxLength: contactLimits.name, access: readOnlyForStaff },
    // Required for visitors by validateContact; optional for phone, walk-in and voice leads.
    { name: 'email', label: 'Correo electrónico', type: 'email', index: true, access: readOnlyForStaff },
    {
      name: 'phone',
      label: 'Teléfono',
      type: 'text',
      maxLength: contactLimits.phone,
      index: true,
      access: readOnlyForStaff,
      admin: { components: { Cell: '/components/admin/desk/PhoneCell' } },
    },
    {
      name: 'insuranceType',
      label: 'Tipo de seguro',
      type: 'select',
      options: [...insuranceTypeOptions],
      access: readOnlyForStaff,
    },
    { name: 'message', label: 'Mensaje', type: 'textarea', maxLength: contactLimits.message, access: readOnlyForStaff },
    // The visitor's tick of the consent box: checked by validateContact, recorded by recordConsent, never a column.
    { name: 'consent', label: 'Consentimiento', type: 'checkbox', virtual: true, access: readOnlyForStaff, admin: { hidden: true } },
    {
      name: 'source',
      label: 'Origen',
      type: 'select',
      required: true,
      // Staff creating a lead in the admin choose Teléfono or En persona; validateContact decides what each entry may set.
      defaultValue: ({ user }) => (user ? STAFF_LEAD_SOURCES[0] : FORM_LEAD_SOURCE),
      index: true,
      options: [...leadSourceOptions],
      access: readOnlyForStaff,
      admin: {
        position: 'sidebar',
        description: 'Al crear un contacto: Teléfono o En persona. El consentimiento queda registrado a su nombre.',
      },
    },
    ...deskSidebarFields,
    notificationStateField,
    ...deskDerivedFields,
    {
      type: 'collapsible',
      label: 'Registro de consentimiento',
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
    ...leadIntakeFields,
  ],
}
