import { APIError, addDataAndFileToRequest, type Endpoint, headersWithCors } from 'payload'

import { accountKey } from '../../../lib/server/login-throttle'
import { sendPasswordResetInBackground } from '../password-reset-mail'

/**
 * POST /api/users/forgot-password in place of Payload's, which awaits the mail server for a
 * known e-mail and answers at once for an unknown one (telling which accounts exist). Same
 * answer as Payload's, at once, for every e-mail; the e-mail itself goes out in the background.
 */
export const forgotPasswordInBackground: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = accountKey(req.data?.email)
    if (!email) throw new APIError('Missing email.', 400)
    sendPasswordResetInBackground(req.payload, email)
    return Response.json({ message: req.t('general:success') }, { status: 200, headers: headersWithCors({ headers: new Headers(), req }) })
  },
}
