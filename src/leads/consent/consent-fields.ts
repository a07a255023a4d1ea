import type { Field, SelectField } from 'payload'

import { STAFF_CONSENT_SCRIPT } from '../../copy/lead-intake'
import {
  type ConsentChannel,
  consentAnswerFieldOf,
  consentAnswerOptions,
  consentChannelLabel,
  consentHeardViaOptions,
} from './consent-channels'

/** Never stored on the lead: each choice becomes a consent record when the lead is saved, and the box is empty again. */
const virtualChoice = (name: string, label: string, options: SelectField['options'], description: string): Field => ({
  name,
  label,
  type: 'select',
  options,
  virtual: true,
  hooks: { afterRead: [() => null] },
  // Payload shows virtual fields read-only unless told otherwise.
  admin: { readOnly: false, disableListColumn: true, isClearable: true, description },
})

const answerField = (channel: ConsentChannel): Field =>
  virtualChoice(
    consentAnswerFieldOf[channel],
    consentChannelLabel(channel),
    [...consentAnswerOptions],
    `Lea: «${STAFF_CONSENT_SCRIPT.statements[channel]}»`,
  )

/**
 * Where staff record what the person said when asked, per channel, on a new lead or later: the
 * sentence to read is under each choice. Left empty, nothing is recorded for that channel.
 */
export const consentAnswerFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Consentimiento de la persona',
    admin: {
      description:
        'Lea cada pregunta y anote lo que responde. Se guarda con su nombre, la hora y el texto leído; ' +
        'si no acepta, su teléfono o correo pasa a la lista «No contactar».',
    },
    fields: [
      virtualChoice(
        'consentHeardVia',
        'Cómo respondió',
        [...consentHeardViaOptions],
        'Al registrar un contacto nuevo, se toma del origen si lo deja vacío.',
      ),
      {
        type: 'row',
        fields: (['llamadas', 'sms', 'correo'] as const).map(answerField),
      },
      {
        name: 'consentRecords',
        label: 'Respuestas registradas',
        type: 'join',
        collection: 'consent-records',
        on: 'contact',
        defaultSort: '-createdAt',
        admin: {
          // A new lead has none yet.
          condition: (data) => Boolean(data?.id),
          allowCreate: false,
          defaultColumns: ['channel', 'answer', 'address', 'heardVia', 'recordedByName', 'createdAt', 'statementVersion'],
        },
      },
    ],
  },
]
