import type { CollectionConfig } from 'payload'
import { appointmentHistoryActionOptions } from '@/appointments/public-browser'
import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { attemptChannelOptions, attemptOutcomeOptions, RECORDING_REF_MAX_LENGTH } from '../desk/contact-attempts'
import { contactStatusOptions } from '../desk/contact-statuses'
import { LEAD_NOTE_MAX_LENGTH, leadEventKindOptions } from '../desk/lead-events'

/**
 * One line of a lead's history: a status, assignee or follow-up change, a note, a 'no contactar',
 * a contact attempt, the consent answers, an appointment booked, moved, cancelled or assigned.
 * Written only by the Contacts and Appointments hooks and the attempt endpoint (recordDeskChanges,
 * recordAppointmentHistory, logAttempt), never edited or deleted by anyone: it is the
 * record of who did what and when. A row per event (not an array on the lead) so two people
 * saving the same lead never overwrite each other's lines.
 */
export const LeadEvents: CollectionConfig = {
  slug: 'lead-events',
  labels: { singular: 'Entrada del historial', plural: 'Historial de clientes' },
  defaultSort: '-createdAt',
  admin: { hidden: true, group: 'Clientes potenciales' },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'contact', label: 'Cliente', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    { name: 'kind', label: 'Tipo', type: 'select', required: true, options: [...leadEventKindOptions] },
    // Names are kept as written at the time: staff may not read other accounts, and a deleted account keeps its lines.
    { name: 'author', label: 'Autor', type: 'relationship', relationTo: 'users' },
    { name: 'authorName', label: 'Autor', type: 'text', maxLength: 200 },
    { name: 'fromStatus', label: 'Estado anterior', type: 'select', options: [...contactStatusOptions] },
    { name: 'toStatus', label: 'Estado nuevo', type: 'select', options: [...contactStatusOptions] },
    { name: 'fromAssigneeName', label: 'Responsable anterior', type: 'text', maxLength: 200 },
    { name: 'toAssigneeName', label: 'Responsable nuevo', type: 'text', maxLength: 200 },
    { name: 'note', label: 'Nota', type: 'textarea', maxLength: LEAD_NOTE_MAX_LENGTH },
    { name: 'fromFollowUpAt', label: 'Seguimiento anterior', type: 'date' },
    { name: 'toFollowUpAt', label: 'Seguimiento nuevo', type: 'date' },
    { name: 'attemptChannel', label: 'Medio del intento', type: 'select', options: [...attemptChannelOptions] },
    { name: 'attemptOutcome', label: 'Resultado del intento', type: 'select', options: [...attemptOutcomeOptions] },
    { name: 'recordingRef', label: 'Referencia de la grabación', type: 'text', maxLength: RECORDING_REF_MAX_LENGTH },
    // An appointment's line (kind 'cita', src/appointments/hooks/record-appointment-history.ts): what happened, and its time(s).
    { name: 'appointmentAction', label: 'Cambio de la cita', type: 'select', options: [...appointmentHistoryActionOptions] },
    { name: 'fromStartsAt', label: 'Hora anterior de la cita', type: 'date' },
    { name: 'toStartsAt', label: 'Hora de la cita', type: 'date' },
  ],
}
