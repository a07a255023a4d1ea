import { type Endpoint, headersWithCors } from 'payload'

import { restApiMessages } from '../../../copy/api'

/**
 * POST /api/users/verify/:token in place of Payload's. Accounts here are not verified by e-mail
 * (auth.verify is off), so Payload's handler looks for a verification token the table does not
 * have and answered 500 with a stack trace (issue 22). There is nothing to verify: 404.
 */
export const noEmailVerification: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: (req) =>
    Response.json(
      { errors: [{ message: restApiMessages.noEmailVerification }] },
      { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
    ),
}
