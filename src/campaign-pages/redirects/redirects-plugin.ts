import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, FilterOptions, Where } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { redirectFieldDescriptions } from '../../copy/redirects'
import { shortLinkCampaignGroup } from '../short-links/campaign-fields'
import { shortLinkQrEndpoints } from '../short-links/qr-endpoints'
import { shortLinkQrField } from '../short-links/qr-field'
import { validateRedirectDestination } from './validate-destination'
import { validateRedirectSource } from './validate-source'

/** Pages without a title or an address (left by Payload's autosave before pages were validated as drafts) lead nowhere. */
const namedPage: Where = { and: [{ title: { exists: true } }, { slug: { exists: true } }] }
const namedPagesOnly: FilterOptions = ({ relationTo }) => (relationTo === 'pages' ? namedPage : true)

/**
 * «Destino», labelled; its page choice without the «create new» button: a page is made in
 * «Páginas» (the button, a menu of two collections, has no accessible name either). A written
 * URL is a page of the site or an allowed https:// address (redirect-safety/).
 */
function destination(field: Field): Field {
  if (!('name' in field) || field.name !== 'to' || field.type !== 'group') return field
  const fields = field.fields.map((inner): Field => {
    if ('name' in inner && inner.name === 'reference' && inner.type === 'relationship') {
      return { ...inner, filterOptions: namedPagesOnly, admin: { ...inner.admin, allowCreate: false } } as Field
    }
    if ('name' in inner && inner.name === 'url' && inner.type === 'text') {
      const admin = { ...inner.admin, description: redirectFieldDescriptions.customUrl }
      return { ...inner, validate: validateRedirectDestination, admin } as Field
    }
    return inner
  })
  return { ...field, label: 'Destino', fields }
}

/** «URL de origen»: never an address the site answers itself, and never the start of a loop (redirect-safety/). */
function source(field: Field): Field {
  if (!('name' in field) || field.name !== 'from' || field.type !== 'text') return field
  return { ...field, validate: validateRedirectSource, admin: { ...field.admin, description: redirectFieldDescriptions.source } } as Field
}

/**
 * Payload's official redirects collection («Redirecciones»): from an address of the site to a page
 * of the site or an https:// address on a host the admin allows, temporary (302, the default: campaign
 * links get repointed) or permanent (301). Only staff read it through the API; the
 * proxy follows them (src/campaign-pages/read/path-routes.ts). A redirect is
 * also a short link (`/radio`): its campaign parameters are added to the destination, and its page
 * shows the QR code to print (short-links/).
 */
export const redirects = redirectsPlugin({
  collections: ['legal-documents', 'pages'],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    // New rows only: the column's default changes, stored rows keep their type.
    defaultValue: '302',
    options: [
      { label: '301 - Permanente', value: '301' },
      { label: '302 - Temporal', value: '302' },
    ],
  },
  overrides: {
    // The destination group has no label of its own: its fields would show as «to > …» in the list's columns.
    fields: ({ defaultFields }) => [...defaultFields.map(source).map(destination), shortLinkCampaignGroup, shortLinkQrField],
    endpoints: shortLinkQrEndpoints,
    labels: { singular: 'Redirección', plural: 'Redirecciones' },
    admin: { group: 'Contenido del sitio', useAsTitle: 'from' },
    access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  },
})
