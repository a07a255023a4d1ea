import type { Field } from 'payload'
import { readOnlyForStaff } from '../collections/read-only-for-staff'
import { attributionLimits } from './attribution'

/** A value staff read but never edit; `shownWhenSet` hides it on leads that have none. */
const text = (name: string, label: string, maxLength: number, shownWhenSet = false): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
  access: readOnlyForStaff,
  admin: { readOnly: true, ...(shownWhenSet ? { condition: (data) => Boolean(data?.[name]) } : {}) },
})

/** First-touch attribution: what the visitor's first page of the session was reached with. */
const attribution: Field = {
  name: 'attribution',
  label: 'Origen de la visita',
  type: 'group',
  admin: {
    description: 'Parámetros de campaña con los que el visitante llegó al sitio por primera vez en la sesión.',
    condition: (data) => Boolean(data?.attribution && Object.values(data.attribution).some(Boolean)),
  },
  fields: [
    {
      type: 'row',
      fields: [
        text('utmSource', 'Fuente (utm_source)', attributionLimits.campaignText),
        text('utmMedium', 'Medio (utm_medium)', attributionLimits.campaignText),
        text('utmCampaign', 'Campaña (utm_campaign)', attributionLimits.campaignText),
      ],
    },
    {
      type: 'row',
      fields: [
        text('utmTerm', 'Término (utm_term)', attributionLimits.campaignText),
        text('utmContent', 'Contenido (utm_content)', attributionLimits.campaignText),
      ],
    },
    {
      type: 'row',
      fields: [
        text('gclid', 'Clic de Google (gclid)', attributionLimits.clickId),
        text('gbraid', 'Clic de Google en apps (gbraid)', attributionLimits.clickId),
        text('wbraid', 'Clic de Google desde web a app (wbraid)', attributionLimits.clickId),
        text('fbclid', 'Clic de Facebook (fbclid)', attributionLimits.clickId),
      ],
    },
    {
      type: 'row',
      fields: [
        text('landingPath', 'Página de llegada', attributionLimits.path),
        text('referrerHost', 'Sitio de procedencia', attributionLimits.host),
        {
          name: 'firstVisitAt',
          label: 'Primera visita',
          type: 'date',
          access: readOnlyForStaff,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}

/** The site's page a visitor sent the form from (its path), as the browser reported it. */
const sentFromPath = text('sentFromPath', 'Enviado desde la página', attributionLimits.path, true)

/**
 * Who entered a lead in the admin or over REST (every signed-in create is a staff entry): name and
 * e-mail as text, so the record stays as it was even if the account is later renamed or removed.
 */
const enteredBy: Field = {
  name: 'enteredBy',
  label: 'Registrado por',
  type: 'text',
  maxLength: 200,
  access: readOnlyForStaff,
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.enteredBy) },
}

/**
 * Leads staff entered before consent was asked per channel had their consent stamped as given
 * verbally to the person who entered them; kept as it was (evidence is never rewritten).
 */
const consentRecordedBy: Field = {
  name: 'consentRecordedBy',
  label: 'Consentimiento recibido por',
  type: 'text',
  maxLength: 200,
  access: readOnlyForStaff,
  admin: {
    readOnly: true,
    position: 'sidebar',
    condition: (data) => Boolean(data?.consentRecordedBy),
  },
}

/** The voice calls that produced or belong to this lead (their records are in Llamadas de voz). */
const voiceCalls: Field = {
  name: 'voiceCalls',
  label: 'Llamadas de voz',
  type: 'join',
  collection: 'voice-calls',
  on: 'contact',
  admin: { allowCreate: false, condition: (data) => data?.source === 'voz' },
}

/**
 * The lead-intake fields of a contact (attribution, the page it was sent from, who entered it,
 * older staff consent, voice calls), kept apart to ease merging.
 */
export const leadIntakeFields: Field[] = [attribution, sentFromPath, enteredBy, consentRecordedBy, voiceCalls]
