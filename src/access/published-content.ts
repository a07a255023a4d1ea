import type { CollectionConfig } from 'payload'

import { authenticated } from './authenticated'
import { isAdmin } from './is-admin'
import { publishedOrSignedIn } from './published-or-signed-in'

/** The site's drafted content (campaign pages, legal documents): visitors read what is published, staff write, an admin deletes. */
export const publishedContentAccess = {
  read: publishedOrSignedIn,
  create: authenticated,
  update: authenticated,
  delete: isAdmin,
} satisfies CollectionConfig['access']
