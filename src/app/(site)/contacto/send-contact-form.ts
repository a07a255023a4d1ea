'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { RedirectType, redirect } from 'next/navigation'
import { createLocalReq, getPayload } from 'payload'
import type { ContactFormState } from '@/leads/intake/contact-form-state'
import { answerFormWithoutJs } from '@/leads/intake/form-without-js'
import { CONTACT_THANKS_PATH } from '@/lib/contact-page-path.mjs'

/**
 * The server action behind the contact form's plain POST to /contacto (its useActionState
 * permalink): a browser without JavaScript, or a tap before the page's scripts ran. Next decodes
 * the form (the server in front of it has bounded its size). Sent: a 303 to the thank-you page
 * (POST/redirect/GET: a reload or the back button never sends the form again). Not sent: the
 * /contacto page answers with the returned state, the field messages and what was typed. The
 * previous state comes from the visitor's page and is not read.
 */
export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const payload = await getPayload({ config })
  // The request's headers carry the client address (server/start.mjs) and user agent for the consent record.
  const req = await createLocalReq({ req: { headers: new Headers(await headers()) } }, payload)
  const answer = await answerFormWithoutJs(req, form)
  // A server action's redirect answers a plain form POST with 303 See Other.
  if (answer.status === 'sent') redirect(CONTACT_THANKS_PATH, RedirectType.push)
  return answer
}
