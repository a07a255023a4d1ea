'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { createLocalReq, getPayload } from 'payload'
import type { ContactFormState } from '@/leads/intake/contact-form-state'
import { answerFormWithoutJs } from '@/leads/intake/form-without-js'

/**
 * The server action behind the contact form's plain POST to /contacto (its useActionState
 * permalink): a browser without JavaScript, or a tap before the page's scripts ran. Next decodes
 * the form (the server in front of it has bounded its size) and answers with the /contacto page
 * showing the returned state. The previous state comes from the visitor's page and is not read.
 */
export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const payload = await getPayload({ config })
  // The request's headers carry the client address (server/start.mjs) and user agent for the consent record.
  const req = await createLocalReq({ req: { headers: new Headers(await headers()) } }, payload)
  return answerFormWithoutJs(req, form)
}
