import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import {
  appointmentBookedByOptions,
  appointmentKindOptions,
  appointmentStatusOptions,
  SCHEDULED_APPOINTMENT_STATUS,
} from '../appointment-options'
import { fillAppointmentTimes } from '../hooks/fill-appointment-times'
import { appointmentOverlapAsValidationError } from '../hooks/overlap-error-answer'
import { recordAppointmentHistory } from '../hooks/record-appointment-history'
import { refuseOverlap } from '../hooks/refuse-overlap'
import { returnLeadToDesk } from '../hooks/return-lead-to-desk'
import { titleAppointment } from '../hooks/title-appointment'
import { bumpSequence } from '../notices/bump-sequence'
import { noticeFields } from '../notices/notice-fields'
import { queueAppointmentNotices } from '../notices/queue-notices'
import { scheduleReminders } from '../reminders/schedule-reminders'
import { timeSpanRow } from './time-span-row'

const hiddenFromEveryone = { read: () => false, create: () => false, update: () => false }
const writtenByTheReminderJob = { create: () => false, update: () => false }
const writtenByTheHooks = { create: () => false, update: () => false }

/**
 * An appointment with a lead. Visitors book through the booking pages (server code, never this
 * collection's API); staff create them for phone callers. Two 'agendada' appointments of one
 * agent never overlap: an exclusion constraint on agent and time range (docs/appointments.md,
 * «Calendario por agente»), so even simultaneous bookings of one agent's slot leave exactly one.
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: { singular: 'Cita', plural: 'Citas' },
  defaultSort: 'startsAt',
  admin: {
    // A stored title (hooks/title-appointment.ts): the client and the agency's local time, not the UTC instant.
    useAsTitle: 'title',
    defaultColumns: ['title', 'lead', 'kind', 'topic', 'status', 'assignedTo'],
    group: 'Clientes potenciales',
    description: 'Citas que los clientes agendan en el sitio o que el personal agenda por teléfono.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/appointments/admin/DayViewLink'] },
  },
  disableDuplicate: true,
  access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  hooks: {
    beforeValidate: [fillAppointmentTimes],
    beforeChange: [refuseOverlap, titleAppointment, bumpSequence],
    afterChange: [recordAppointmentHistory, returnLeadToDesk, scheduleReminders, queueAppointmentNotices],
    afterError: [appointmentOverlapAsValidationError],
  },
  fields: [
    { name: 'lead', label: 'Cliente', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    timeSpanRow(
      { start: 'Empieza', end: 'Termina' },
      { description: 'Vacío al crear la cita: dura lo configurado en «Citas en línea».', filledWhenEmpty: true },
    ),
    {
      type: 'row',
      fields: [
        { name: 'kind', label: 'Tipo de cita', type: 'select', required: true, options: [...appointmentKindOptions] },
        { name: 'topic', label: 'Tema', type: 'select', required: true, options: [...insuranceTypeOptions] },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: 'Estado',
          type: 'select',
          required: true,
          index: true,
          defaultValue: SCHEDULED_APPOINTMENT_STATUS,
          options: [...appointmentStatusOptions],
        },
        {
          name: 'assignedTo',
          label: 'Atiende',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          admin: { components: { Field: '/appointments/admin/AttendeeField', Cell: '/appointments/admin/AttendeeCell' } },
        },
      ],
    },
    {
      name: 'bookedBy',
      label: 'Agendada por',
      type: 'select',
      required: true,
      defaultValue: 'personal',
      options: [...appointmentBookedByOptions],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'visitorNote', label: 'Comentario del cliente', type: 'textarea', maxLength: 500, admin: { readOnly: true } },
    {
      // When each reminder goes or went, how, or why not (the claims below and the sent reminders, ReminderMessages).
      name: 'reminderSchedule',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/appointments/admin/ReminderSchedule' }, disableListColumn: true },
    },
    {
      // Which start time each reminder went out for (src/appointments/reminders/reminder-claim.ts): a moved appointment is reminded again.
      // Staff read them in «Recordatorios al cliente» above.
      name: 'reminders',
      label: 'Recordatorios enviados',
      type: 'group',
      access: writtenByTheReminderJob,
      admin: { position: 'sidebar', readOnly: true, hidden: true },
      fields: [
        {
          name: 'dayBeforeSentFor',
          label: 'Un día antes, para la cita de',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'twoHoursSentFor',
          label: 'Dos horas antes, para la cita de',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'title', label: 'Cita', type: 'text', access: writtenByTheHooks, admin: { readOnly: true, condition: () => false } },
    // The visitor's reschedule/cancel link: only its hash (src/lib/server/link-token.ts); it stops working at endsAt.
    { name: 'manageTokenHash', type: 'text', index: true, access: hiddenFromEveryone, admin: { hidden: true } },
    ...noticeFields,
  ],
}
