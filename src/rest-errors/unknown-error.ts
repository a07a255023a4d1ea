import { es } from '@payloadcms/translations/languages/es'
import type { AfterErrorHook } from 'payload'

const PAYLOADS_UNKNOWN = 'An unknown error occurred.'

/**
 * Payload answers 'An unknown error occurred.' (English, not translated) when it does not
 * recognise a thrown error as its own: Next bundles the admin pages and the API separately, and
 * an APIError from the copy that loaded the config fails the API copy's `instanceof`. A refusal
 * (status below 500) keeps its own, Spanish, message; anything else gets Payload's Spanish one.
 */
export const spanishUnknownError: AfterErrorHook = ({ error, result }) => {
  if (!result?.errors?.some((entry) => entry.message === PAYLOADS_UNKNOWN)) return
  const status = (error as { status?: number }).status ?? 500
  const isPublic = (error as { isPublic?: boolean }).isPublic === true || status < 500
  const message = isPublic && error.message ? error.message : es.translations.error.unknown
  return { status, response: { ...result, errors: [{ message }] } }
}
