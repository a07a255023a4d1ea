import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Opens Payload with its job runner (`cron: true`) when the server starts, so queued e-mails
 * go out after a restart without waiting for a visitor or staff request to open it.
 */
export async function startJobRunner(): Promise<void> {
  await getPayload({ config, cron: true })
}
