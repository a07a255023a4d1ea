import type { Resolver } from 'react-hook-form'

import type { ContactFormValues, ContactSubmission } from '@/leads/intake/contact-schema'
import { loadOnce, settledWithin } from '@/lib/browser/code-on-demand'

type ContactResolver = Resolver<ContactFormValues, unknown, ContactSubmission>

/**
 * zod and the resolver are not needed to show the page: they are fetched when focus first
 * enters the form (preloadContactResolver) or at the first validation, whichever comes first.
 */
export const preloadContactResolver = loadOnce(() =>
  import('./contact-resolver').then((module) => module.contactResolver as ContactResolver),
)

export const lazyContactResolver: ContactResolver = async (values, context, options) => {
  let resolver: ContactResolver
  try {
    resolver = await settledWithin(preloadContactResolver())
  } catch (error) {
    // The chunk could not be fetched in time (connection lost or stalled): let the server validate
    // with the same schema; its 400 answer is shown under the fields.
    console.error(error)
    return { values: values as ContactSubmission, errors: {} }
  }
  return resolver(values, context, options)
}
