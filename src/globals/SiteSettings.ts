import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { contentTags } from '../content/tags'
import { revalidateGlobalAfterChange } from '../content/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Datos de la agencia',
  admin: { group: 'Configuración' },
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobalAfterChange(contentTags.siteSettings)] },
  fields: [
    { name: 'agencyName', label: 'Nombre de la agencia', type: 'text', required: true, maxLength: 80 },
    { name: 'phone', label: 'Teléfono', type: 'text', required: true, maxLength: 30 },
    { name: 'email', label: 'Email de contacto', type: 'email', required: true },
    { name: 'address', label: 'Dirección', type: 'textarea', required: true, maxLength: 200 },
    { name: 'webAddress', label: 'Dirección web', type: 'text', required: true, maxLength: 200 },
    { name: 'officeHours', label: 'Horario de atención', type: 'text', required: true, maxLength: 120 },
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
          options: [
            { label: 'Facebook', value: 'facebook' },
            { label: 'Instagram', value: 'instagram' },
            { label: 'YouTube', value: 'youtube' },
            { label: 'TikTok', value: 'tiktok' },
            { label: 'LinkedIn', value: 'linkedin' },
          ],
        },
        { name: 'url', label: 'URL', type: 'text', required: true, maxLength: 300 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Asistente de voz',
      fields: [
        {
          name: 'voicePublicKey',
          label: 'Clave pública del asistente de voz',
          type: 'text',
          maxLength: 200,
          admin: { description: 'Si está vacía, el botón del asistente no se muestra.' },
        },
        { name: 'voiceAssistantId', label: 'ID del asistente', type: 'text', maxLength: 200 },
      ],
    },
  ],
}
