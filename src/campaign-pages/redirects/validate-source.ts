import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { redirectRuleMessages } from '../../copy/redirects'
import type { Redirect } from '../../payload-types'
import { redirectChainProblem } from './redirect-chain'
import { comparablePath, isSitePath, shadowsSiteRoute } from './redirect-rules'
import { pageAt } from './site-lookups'

/**
 * «URL de origen»: a path of this site that takes no address the site answers itself (its routes,
 * a published page), in any case or spelling, and from which the destination never leads back.
 */
export const validateRedirectSource: TextFieldSingleValidation = async (value, args) => {
  const required = text(value, args)
  if (required !== true || !value) return required
  if (!isSitePath(value)) return redirectRuleMessages.sourceShape
  if (shadowsSiteRoute(value)) return redirectRuleMessages.sourceSiteRoute
  const { req, id, data } = args
  if (await pageAt(comparablePath(value).slice(1), req, { publishedOnly: true })) return redirectRuleMessages.sourcePublishedPage
  return (await redirectChainProblem({ id, from: value, to: (data as Partial<Redirect>)?.to }, req)) ?? true
}
