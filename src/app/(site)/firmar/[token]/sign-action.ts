'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { RedirectType, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { formWorkWithinDeadline } from '@/content/database-deadline'
import { clientIp } from '@/lib/server/client-ip'
import { rescindThroughLink, type SignOutcome, signThroughLink } from '@/records/sign-record'
import { signerFromRequest } from '@/records/signer-from-request'
import type { SigningFormState } from '@/records/signing-form-state'
import { signingInputFrom } from '@/records/signing-input'

const THANKS_PATH = '/firmar/gracias'

/** The link's token travels in the form (a hidden field), like the address it was opened at; it is checked like any other. */
const tokenOf = (form: FormData) => {
  const value = form.get('token')
  return typeof value === 'string' ? value : ''
}

async function answer(token: string, form: FormData, sign: typeof signThroughLink, done: string): Promise<SigningFormState> {
  const payload = await getPayload({ config })
  const requestHeaders = new Headers(await headers())
  const values = signingInputFrom(form)
  let outcome: SignOutcome
  try {
    const signer = await signerFromRequest(payload, requestHeaders, clientIp(requestHeaders))
    outcome = await formWorkWithinDeadline(() => sign(payload, token, values, signer))
  } catch (error) {
    payload.logger.error({ err: error }, 'signing failed')
    return { status: 'failed', values }
  }
  if (outcome.kind === 'invalid') return { status: 'invalid', errors: outcome.errors, values }
  // Signed: POST/redirect/GET (a reload never sends it again). Gone or unavailable: the link's own page says so.
  redirect(outcome.kind === 'signed' ? done : `/firmar/${encodeURIComponent(token)}`, RedirectType.push)
}

/**
 * The signing form's plain POST (its useActionState permalink is the link's page, so it works
 * without JavaScript): stores the record, then 303 to the thank-you page; refused input comes back
 * to the page with Spanish messages and what was typed.
 */
export async function signRecord(_previous: SigningFormState, form: FormData): Promise<SigningFormState> {
  return answer(tokenOf(form), form, signThroughLink, THANKS_PATH)
}

/** Rescinding a signed Marketplace consent through the same link: a new record; back to the link's page («revocado el …»). */
export async function rescindConsent(_previous: SigningFormState, form: FormData): Promise<SigningFormState> {
  const token = tokenOf(form)
  return answer(token, form, rescindThroughLink, `/firmar/${encodeURIComponent(token)}`)
}
