import { redirectsPlugin } from '@payloadcms/plugin-redirects'

import { authenticated } from '../access/authenticated'
import { isAdmin } from '../access/is-admin'
import { shortLinkCampaignGroup } from './short-links/campaign-fields'
import { shortLinkQrEndpoints } from './short-links/qr-endpoints'
import { shortLinkQrField } from './short-links/qr-field'

/**
 * Payload's official redirects collection («Redirecciones»): from an old address to a page of the
 * site or any URL, permanent (301) or temporary (302). Only staff read it through the API; the
 * campaign pages will point at their collection here and the site will follow them. A redirect is
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
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) => ('name' in field && field.name === 'to' ? { ...field, label: 'Destino' } : field)),
      shortLinkCampaignGroup,
      shortLinkQrField,
    ],
    endpoints: shortLinkQrEndpoints,
    labels: { singular: 'Redirección', plural: 'Redirecciones' },
    admin: { group: 'Contenido del sitio', useAsTitle: 'from' },
    access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  },
})
