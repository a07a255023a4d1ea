import type { Resolver } from 'react-hook-form'

import type { ContactFormValues, ContactSubmission } from '@/leads/intake/contact-schema'
import { settledWithin } from '@/lib/browser/code-on-demand'

type ContactResolver = Resolver<ContactFormValues, unknown, ContactSubmission>

let loading: Promise<ContactResolver> | null = null

/**
 * zod and the resolver are not needed to show the page: they are fetched when focus first
 * enters the form (preloadContactResolver) or at the first validation, whichever comes first.
 */
export function preloadContactResolver(): Promise<ContactResolver> {
  loading ??= import('./contact-resolver').then(
    (module) => module.contactResolver as ContactResolver,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

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
