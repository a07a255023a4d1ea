import type { CollectionBeforeChangeHook, Field, FieldAccess } from 'payload'

import type { Contact } from '../../payload-types'
import { staffName } from './staff-name'

const staffOnly: FieldAccess = ({ req }) => Boolean(req.user)
const setByTheHook: FieldAccess = () => false

/**
 * Whether the person agreed to text messages (appointment reminders by SMS,
 * src/appointments/reminders/sms-channel.ts). Staff tick it when the person says yes; the public
 * forms do not ask. The date and who ticked it are recorded.
 */
export const textingConsentFields: Field[] = [
  {
    name: 'textingConsent',
    label: 'Acepta mensajes de texto',
    type: 'checkbox',
    defaultValue: false,
    access: { create: staffOnly, update: staffOnly },
    admin: {
      position: 'sidebar',
      description:
        'Márquelo solo si la persona aceptó recibir mensajes de texto (recordatorios de citas). ' +
        'Si responde STOP, su teléfono pasa a la lista «No contactar» solo para mensajes de texto.',
    },
  },
  {
    name: 'textingConsentAt',
    label: 'Aceptó mensajes de texto el',
    type: 'date',
    access: { create: setByTheHook, update: setByTheHook },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.textingConsent),
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
  {
    name: 'textingConsentBy',
    label: 'Registrado por',
    type: 'text',
    access: { create: setByTheHook, update: setByTheHook },
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.textingConsent) },
  },
]

/** Dates and signs the texting consent when it is ticked, and clears both when it is taken away. */
export const stampTextingConsent: CollectionBeforeChangeHook<Contact> = ({ data, originalDoc, req }) => {
  const was = Boolean(originalDoc?.textingConsent)
  const now = data.textingConsent ?? was
  if (now === was) return data
  return now
    ? { ...data, textingConsentAt: new Date().toISOString(), textingConsentBy: staffName(req.user) }
    : { ...data, textingConsentAt: null, textingConsentBy: null }
}
