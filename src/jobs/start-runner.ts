import config from '@payload-config'
import { getPayload } from 'payload'

import { startScheduledPublishing } from './scheduled-publishing'

/**
 * Opens Payload with its job runner (`cron: true`) when the server starts, so queued e-mails
 * go out after a restart without waiting for a visitor or staff request to open it, and
 * scheduled publishing runs even where no mail server is configured.
 */
export async function startJobRunner(): Promise<void> {
  const payload = await getPayload({ config, cron: true })
  startScheduledPublishing(payload)
}
