import type { CollectionAfterErrorHook } from 'payload'

const SHOWN_IN_THE_TOAST = new Set(['password', 'currentPassword'])

/**
 * After any answer to a save, Payload's account view folds the "Cambiar contraseña" fields
 * away, and the message under the new password goes with them; only the toast stays, and it
 * says just "El siguiente campo es inválido: password". For the password fields the toast
 * carries the reason itself.
 */
export const passwordErrorsInToast: CollectionAfterErrorHook = ({ error }) => {
  const { status, data } = error as { status?: number; data?: { errors?: { path?: string; message?: string }[] } }
  const errors = data?.errors
  if (status !== 400 || !Array.isArray(errors) || !errors.some((entry) => SHOWN_IN_THE_TOAST.has(String(entry.path)))) return
  const message = errors.map((entry) => entry.message).join(' ')
  return { status: 400, response: { errors: [{ name: 'ValidationError', data, message }] } }
}
