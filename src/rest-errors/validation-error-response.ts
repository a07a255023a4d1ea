import type { AfterErrorHook } from 'payload'

/**
 * Keeps a validation error's field details in the REST answer (the admin shows each message
 * under its field). Next bundles the admin pages and the API routes separately, each with its
 * own copy of Payload's error classes; a ValidationError thrown by one of our hooks comes from
 * the copy that loaded the config, and when that is not the API's copy Payload's `instanceof`
 * check fails and answers with the bare message. Here any 400 with field errors keeps them.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as { status?: number; data?: { errors?: unknown } }
  if (status !== 400 || !Array.isArray(data?.errors)) return
  if (result?.errors?.some((entry) => entry.data)) return
  return { status: 400, response: { errors: [{ name: 'ValidationError', data, message: error.message }] } }
}
