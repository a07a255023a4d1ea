import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { isAdminField } from '../access/is-admin'
import { bookingSettingsField } from '../appointments/booking-settings'
import { clientEmailSettingsField } from '../appointments/client-email-settings'
import { allowedHostList, DEFAULT_REDIRECT_HOSTS, isHostName } from '../campaign-pages/redirects/redirect-rules'
import { revalidateGlobalAfterChange } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { grievanceCoordinatorMissingMessage } from '../copy/admin'
import { allowedHostsCopy } from '../copy/redirects'
import { socialNetworkOptions } from '../lib/social-networks'
import { DEFAULT_AGENCY_TIME_ZONE, isIanaTimeZone } from '../lib/time-zone'
import { whatsAppDigits } from '../lib/whatsapp'
import { recordSettingsChanges } from './hooks/record-settings-changes'

/**
 * Where the leads go (the agency e-mail) and which voice assistant visitors talk to: staff see
 * them read-only; every change is kept (src/globals/hooks/record-settings-changes.ts).
 */
const adminChangesOnly = { update: isAdminField }

/** A coordinator's fact: not marked required (a database from before the group has none), refused empty on save. */
const coordinatorFact = (value: string | null | undefined) => Boolean(value?.trim()) || grievanceCoordinatorMissingMessage

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Datos de la agencia',
  admin: { group: 'Configuración' },
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [recordSettingsChanges, revalidateGlobalAfterChange(contentTags.siteSettings)] },
  fields: [
    { name: 'agencyName', label: 'Nombre de la agencia', type: 'text', required: true, maxLength: 80 },
    { name: 'phone', label: 'Teléfono', type: 'text', required: true, maxLength: 30 },
    {
      name: 'whatsappNumber',
      label: 'WhatsApp',
      type: 'text',
      maxLength: 30,
      validate: (value: string | null | undefined) =>
        !value?.trim() || whatsAppDigits(value) !== null || 'Escriba un número válido, p. ej. (305) 555-0100 o +52 55 1234 5678.',
      admin: {
        description:
          'Número con WhatsApp para el enlace «Escríbenos por WhatsApp» (contacto y pie de página). ' +
          'Sin prefijo se toma como número de EE. UU. Si está vacío, el enlace no se muestra.',
      },
    },
    {
      name: 'email',
      label: 'Correo electrónico de contacto',
      type: 'email',
      required: true,
      // Also where every new contact request is sent (unless CONTACT_NOTIFY_TO is set): only an admin may redirect the leads.
      access: adminChangesOnly,
      admin: {
        description:
          'Se muestra en el sitio y recibe los avisos de contactos nuevos. Solo un administrador puede cambiarlo; ' +
          'cada cambio queda en el Historial de ajustes.',
      },
    },
    {
      name: 'address',
      label: 'Dirección',
      type: 'textarea',
      required: true,
      maxLength: 200,
      admin: {
        description: 'Como «1234 Calle Ejemplo, Suite 100, Miami, FL 33101»: así Google entiende calle, ciudad, estado y código postal.',
      },
    },
    { name: 'webAddress', label: 'Dirección web', type: 'text', required: true, maxLength: 200 },
    {
      name: 'officeHours',
      label: 'Horario de atención',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: {
        description: 'Como «Lunes a Viernes 8:00 AM – 6:00 PM»; varios horarios separados por «;». Así Google muestra el horario.',
      },
    },
    {
      name: 'timeZone',
      label: 'Zona horaria de la agencia',
      type: 'text',
      maxLength: 64,
      defaultValue: DEFAULT_AGENCY_TIME_ZONE,
      // Empty means the default (a database from before this field has none).
      validate: (value: string | null | undefined) =>
        !value?.trim() ||
        isIanaTimeZone(value.trim()) ||
        'Escriba una zona horaria IANA, p. ej. America/New_York (Florida, Georgia, Carolina del Sur) o America/Chicago.',
      admin: {
        description:
          'Todas las fechas se leen en esta hora: avisos de contactos nuevos, exportación CSV, historial y panel de ' +
          'contactos, cuenta regresiva del sitio y «Última actualización» de los documentos legales. ' +
          'Nombre IANA: America/New_York (hora del Este), America/Chicago (Centro), America/Denver, America/Los_Angeles.',
      },
    },
    bookingSettingsField,
    clientEmailSettingsField,
    {
      name: 'customerRating',
      label: 'Calificación de los clientes (de 1 a 5)',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 4.8,
      admin: {
        step: 0.1,
        description:
          'Una sola cifra para todo el sitio: se muestra como «4.8/5» donde una cifra de la franja de confianza o del ' +
          'resumen de testimonios dice {calificacion}.',
      },
    },
    { name: 'agentPortalUrl', label: 'Portal de agentes (URL)', type: 'text', required: true, maxLength: 300 },
    {
      name: 'socialLinks',
      label: 'Redes sociales',
      type: 'array',
      labels: { singular: 'Red social', plural: 'Redes sociales' },
      fields: [
        {
          name: 'network',
          label: 'Red',
          type: 'select',
          required: true,
          options: [...socialNetworkOptions],
        },
        { name: 'url', label: 'URL', type: 'text', required: true, maxLength: 300 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Medicare (aviso obligatorio de CMS)',
      admin: {
        description:
          'Mientras la agencia ofrezca Medicare, el sitio muestra el aviso que exige CMS a los agentes y agencias ' +
          '(42 CFR 422.2267(e)(41)) con estas cifras, que deben ser las reales de su área.',
      },
      fields: [
        {
          name: 'medicareEnabled',
          label: 'La agencia ofrece planes Medicare',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Si la desactiva, se ocultan la tarjeta y la promoción de Medicare y el aviso de CMS.' },
        },
        {
          name: 'medicareOrganizations',
          label: 'Organizaciones que representa (número)',
          type: 'number',
          required: true,
          min: 1,
          max: 999,
          defaultValue: 4,
          admin: { condition: (data) => data?.medicareEnabled !== false, step: 1 },
        },
        {
          name: 'medicareProducts',
          label: 'Productos (planes) que esas organizaciones ofrecen en su área (número)',
          type: 'number',
          required: true,
          min: 1,
          max: 9999,
          defaultValue: 12,
          admin: { condition: (data) => data?.medicareEnabled !== false, step: 1 },
        },
        {
          name: 'medicareAllPlans',
          label: 'Ofrecemos todos los planes Medicare Advantage y Parte D de nuestra área',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            condition: (data) => data?.medicareEnabled !== false,
            description: 'Cambia el aviso a la versión de CMS para quien ofrece todos los planes.',
          },
        },
      ],
    },
    {
      name: 'grievanceCoordinator',
      label: 'Coordinador de derechos civiles (Sección 1557)',
      type: 'group',
      admin: {
        description:
          'A quien el Aviso de No Discriminación dirige las quejas: el aviso muestra estos datos y no se publica si falta alguno.',
      },
      fields: [
        { name: 'name', label: 'Nombre', type: 'text', maxLength: 120, validate: coordinatorFact },
        { name: 'title', label: 'Cargo', type: 'text', maxLength: 120, validate: coordinatorFact },
        { name: 'postalAddress', label: 'Dirección postal', type: 'textarea', maxLength: 200, validate: coordinatorFact },
        { name: 'phone', label: 'Teléfono', type: 'text', maxLength: 30, validate: coordinatorFact },
        {
          name: 'email',
          label: 'Correo electrónico',
          type: 'email',
          validate: (value: string | null | undefined) => {
            const email = value?.trim()
            if (!email) return grievanceCoordinatorMissingMessage
            return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || 'Escriba un correo electrónico válido.'
          },
        },
      ],
    },
    {
      name: 'agencyNpn',
      label: 'NPN de la agencia',
      type: 'text',
      maxLength: 120,
      access: adminChangesOnly,
      admin: {
        description:
          'National Producer Number de la agencia (si son varios, sepárelos con comas). Aparece en el Alcance de la cita ' +
          'y en el consentimiento del Mercado que firman los clientes.',
      },
    },
    {
      name: 'redirectAllowedHosts',
      label: allowedHostsCopy.label,
      type: 'textarea',
      maxLength: 2000,
      defaultValue: DEFAULT_REDIRECT_HOSTS.join('\n'),
      // Where a printed QR code may send callers: only an admin may widen it (src/campaign-pages/redirects/redirect-rules.ts).
      access: adminChangesOnly,
      validate: (value: string | null | undefined) => allowedHostList(value).every(isHostName) || allowedHostsCopy.invalid,
      admin: { description: allowedHostsCopy.description },
    },
    {
      name: 'defaultAgent',
      label: 'Agente predeterminado',
      type: 'relationship',
      relationTo: 'users',
      // Staff only: the public reads these settings.
      access: { read: ({ req }) => Boolean(req.user), update: isAdminField },
      admin: {
        description:
          'Quien atiende las citas de Medicare agendadas en el sitio sin nadie asignado: su nombre y su NPN aparecen en el ' +
          'Alcance de la cita (SOA). Sin agente con NPN, el cliente no recibe el SOA en línea y el personal se lo envía.',
      },
    },
    {
      type: 'collapsible',
      label: 'Compartir en redes',
      fields: [
        {
          name: 'shareImage',
          label: 'Imagen para compartir (1200 × 630)',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'La que muestran WhatsApp, Facebook y otros al compartir el sitio. Si no hay ninguna, se usa una ' +
              'generada con el nombre y los colores de la agencia.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Asistente de voz',
      admin: {
        description:
          'Con qué asistente hablan los visitantes y adónde van sus informes de llamada: solo un administrador puede ' +
          'cambiarlo, y cada cambio queda en el Historial de ajustes.',
      },
      fields: [
        {
          name: 'voicePublicKey',
          label: 'Clave pública del asistente de voz',
          type: 'text',
          maxLength: 200,
          access: adminChangesOnly,
          admin: { description: 'Si está vacía, el botón del asistente no se muestra.' },
        },
        { name: 'voiceAssistantId', label: 'ID del asistente', type: 'text', maxLength: 200, access: adminChangesOnly },
      ],
    },
  ],
}
