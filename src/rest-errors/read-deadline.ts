import { restApiMessages } from '../copy/api'
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable'
import { DeadlineExceeded, READ_DEADLINE_MS, withinDeadline } from '../lib/deadline'

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

/** Wraps a REST GET handler: past the deadline, 503 with Retry-After and Payload's error shape. */
export function withReadDeadline<Args>(handler: Handler<Args>, ms = READ_DEADLINE_MS): Handler<Args> {
  return async (request, args) => {
    try {
      return await withinDeadline(handler(request, args), ms)
    } catch (error) {
      if (!(error instanceof DeadlineExceeded)) throw error
      return Response.json(
        { errors: [{ message: restApiMessages.unavailable }] },
        { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
      )
    }
  }
}
