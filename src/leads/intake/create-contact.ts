import type { Endpoint, PayloadHandler } from 'payload'

import { payloadsOwnHandler } from '../../collections/payloads-own-endpoint'
import { handleVisitorSubmission } from './visitor-submission'

const handler: PayloadHandler = (req) =>
  // Logged-in staff keep Payload's own create, as the admin panel uses it.
  req.user ? payloadsOwnHandler(req, 'contacts', 'post', '/', new Set([handler]))(req) : handleVisitorSubmission(req)

/** POST /api/contacts: every POST to the collection root comes here before Payload's own create. */
export const createContact: Endpoint = { path: '/', method: 'post', handler }
