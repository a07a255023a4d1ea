import type { TaskConfig } from 'payload'

import { sendSigningLinkEmail } from './send-link-email'
import { SEND_SIGNING_LINK_TASK } from './task-slug'

/** Queued by createSigningLink when the lead has an e-mail; run and retried by the server's job runner. */
export const sendSigningLinkTask: TaskConfig<'sendSigningLink'> = {
  slug: SEND_SIGNING_LINK_TASK,
  label: 'Enviar a un cliente un enlace para firmar',
  inputSchema: [
    { name: 'linkId', type: 'number', required: true },
    { name: 'sealedToken', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { result: await sendSigningLinkEmail(req.payload, input.linkId, input.sealedToken) } }),
}
