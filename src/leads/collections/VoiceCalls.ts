import type { CollectionConfig, Field } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { nobody } from '../../access/nobody'
import { voiceCallLimits } from '../voice/vapi-report'

const shown = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * One record per call with the voice assistant, written only by the voice webhook (Vapi's
 * end-of-call report, src/voice-webhook) through the Local API; staff read it beside the lead.
 */
export const VoiceCalls: CollectionConfig = {
  slug: 'voice-calls',
  labels: { singular: 'Llamada de voz', plural: 'Llamadas de voz' },
  defaultSort: '-startedAt',
  admin: {
    useAsTitle: 'callId',
    defaultColumns: ['startedAt', 'contact', 'durationSeconds', 'endedReason', 'summary'],
    group: 'Clientes potenciales',
    description: 'Llamadas con el asistente de voz. Cada llamada crea o enlaza un contacto con origen Voz.',
    pagination: { defaultLimit: 25 },
  },
  access: { create: nobody, read: authenticated, update: nobody, delete: isAdmin },
  fields: [
    shown({
      name: 'callId',
      label: 'ID de la llamada (Vapi)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: voiceCallLimits.callId,
    }),
    shown({ name: 'contact', label: 'Contacto', type: 'relationship', relationTo: 'contacts', index: true }),
    shown({ name: 'startedAt', label: 'Inicio', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } }),
    shown({ name: 'endedAt', label: 'Fin', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
    shown({ name: 'durationSeconds', label: 'Duración (segundos)', type: 'number', min: 0 }),
    shown({ name: 'endedReason', label: 'Motivo de fin', type: 'text', maxLength: 200 }),
    shown({ name: 'customerNumber', label: 'Número de quien llama', type: 'text', maxLength: 40 }),
    shown({ name: 'summary', label: 'Resumen', type: 'textarea', maxLength: voiceCallLimits.summary }),
    shown({ name: 'transcript', label: 'Transcripción', type: 'textarea', maxLength: voiceCallLimits.transcript }),
    shown({ name: 'recordingUrl', label: 'Grabación', type: 'text', maxLength: 2048 }),
    shown({ name: 'structuredData', label: 'Datos recogidos por el asistente', type: 'json' }),
  ],
}
