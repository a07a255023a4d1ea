import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'

import { authenticated } from '../access/authenticated'
import { isAdmin } from '../access/is-admin'
import { shortLinkCampaignGroup } from './short-links/campaign-fields'
import { shortLinkQrEndpoints } from './short-links/qr-endpoints'
import { shortLinkQrField } from './short-links/qr-field'

/**
 * «Destino», labelled; its page choice without the «create new» button: a page is made in
 * «Páginas» (the button, a menu of two collections, has no accessible name either).
 */
function destination(field: Field): Field {
  if (!('name' in field) || field.name !== 'to' || field.type !== 'group') return field
  const fields = field.fields.map(
    (inner): Field =>
      'name' in inner && inner.name === 'reference' && inner.type === 'relationship'
        ? ({ ...inner, admin: { ...inner.admin, allowCreate: false } } as Field)
        : inner,
  )
  return { ...field, label: 'Destino', fields }
}

/**
 * Payload's official redirects collection («Redirecciones»): from an old address to a page of the
 * site or any URL, permanent (301) or temporary (302). Only staff read it through the API; the
 * proxy follows them (src/content/path-routes.ts). A redirect is
 * also a short link (`/radio`): its campaign parameters are added to the destination, and its page
 * shows the QR code to print (short-links/).
 */
export const redirects = redirectsPlugin({
  collections: ['legal-documents', 'pages'],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    options: [
      { label: '301 - Permanente', value: '301' },
      { label: '302 - Temporal', value: '302' },
    ],
  },
  overrides: {
    // The destination group has no label of its own: its fields would show as «to > …» in the list's columns.
    fields: ({ defaultFields }) => [...defaultFields.map(destination), shortLinkCampaignGroup, shortLinkQrField],
    endpoints: shortLinkQrEndpoints,
    labels: { singular: 'Redirección', plural: 'Redirecciones' },
    admin: { group: 'Contenido del sitio', useAsTitle: 'from' },
    access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  },
})
