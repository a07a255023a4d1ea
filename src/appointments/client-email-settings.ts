import type { Field, TextFieldSingleValidation } from 'payload'

import { meetingLinkCopy } from '../copy/appointment-notices'
import { validMeetingLink } from '../lib/meeting-link'

type SettingsData = { booking?: { videoCallsEnabled?: boolean | null } | null }

/** The agency's link is refused empty while video calls are offered: a «Videollamada» would otherwise lead nowhere. */
const agencyMeetingLink: TextFieldSingleValidation = (value, { data }) => {
  if ((data as SettingsData | undefined)?.booking?.videoCallsEnabled === true && !value?.trim()) return meetingLinkCopy.requiredWhenOffered
  return validMeetingLink(value)
}

/**
 * What client e-mails need to be answerable (Datos de la agencia): the address a client's reply
 * reaches, and the link of a «Videollamada». Read through src/settings/agency-settings.ts.
 */
export const clientEmailSettingsField: Field = {
  name: 'clientEmails',
  label: 'Correos a los clientes',
  type: 'group',
  admin: {
    description:
      'Los correos de las citas salen de una dirección sin buzón; cuando el cliente responde, la respuesta llega a la dirección de aquí.',
  },
  fields: [
    {
      name: 'replyTo',
      label: 'Las respuestas de los clientes llegan a',
      type: 'email',
      admin: { description: 'Vacío: el «Email de contacto» de la agencia.' },
    },
    {
      name: 'meetingLink',
      label: 'Enlace de las videollamadas',
      type: 'text',
      maxLength: 300,
      validate: agencyMeetingLink,
      admin: {
        description:
          'Obligatorio si se ofrecen videollamadas. Va en el correo y en la invitación del calendario de cada «Videollamada», ' +
          'salvo que quien atiende tenga su propio enlace (en su cuenta).',
      },
    },
  ],
}
