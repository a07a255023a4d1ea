import type { PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { redirectRuleMessages } from '../../copy/redirects'
import { readAgencySettings } from '../../settings/agency-settings'
import { allowedHostList, checkExternalDestination, isSitePath, isSiteRouteDestination } from './redirect-rules'
import { pageAt, redirectFrom } from './site-lookups'

async function allowedHosts(req: PayloadRequest): Promise<string[]> {
  return allowedHostList((await readAgencySettings(req.payload, req)).redirectAllowedHosts)
}

/** A written path leads somewhere: a route of the site, a page (published or not yet), or another redirect. */
async function leadsToTheSite(path: string, req: PayloadRequest, id?: number | string): Promise<boolean> {
  if (isSiteRouteDestination(path)) return true
  const bare = path.split(/[?#]/, 1)[0].replace(/\/+$/, '')
  return (await pageAt(bare.slice(1), req, { publishedOnly: false })) || (await redirectFrom(bare, req, id)) !== null
}

/**
 * «URL personalizada»: a page of this site written as a path (`/medicare-florida?utm_source=…`)
 * or an `https://` address on a host the admin allows in «Datos de la agencia». Anything else
 * (`javascript:`, `data:`, `//otro.example`, `http://`) could send whoever scans a printed QR code anywhere.
 */
export const validateRedirectDestination: TextFieldSingleValidation = async (value, args) => {
  if ((args.siblingData as { type?: string } | undefined)?.type !== 'custom') return true
  const required = text(value, args)
  if (required !== true || !value) return required
  if (isSitePath(value)) {
    return (await leadsToTheSite(value, args.req, args.id)) || redirectRuleMessages.destinationNotFound
  }
  const external = checkExternalDestination(value, await allowedHosts(args.req))
  if (external.ok) return true
  return external.host ? redirectRuleMessages.destinationHostNotAllowed(external.host) : redirectRuleMessages.destinationShape
}
