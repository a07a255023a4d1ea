import { isDatabaseUnavailable } from '../db/unavailable'
import { DeadlineExceeded, READ_DEADLINE_MS, withinDeadline } from '../lib/deadline'
import { reportDatabaseOutage } from '../lib/server/database-outage-watch.mjs'

/**
 * A content loader's result within the REST API's read deadline. A database that is stalled or
 * unreachable is reported to the front server, which answers the Spanish 503 at once
 * (src/lib/server/database-outage-watch.mjs); the loader fails, so neither Next's data cache nor its
 * page cache keeps anything of it.
 */
export async function readWithinDeadline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withinDeadline(load(), READ_DEADLINE_MS)
  } catch (error) {
    if (error instanceof DeadlineExceeded || isDatabaseUnavailable(error)) reportDatabaseOutage()
    throw error
  }
}

/**
 * A render that fails because the database cannot be reached (the admin's own reads, with
 * Postgres stopped) is reported to the front server too: the Spanish 503 goes out before Next
 * starts its English error page.
 */
export async function reportingDatabaseOutage<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await render()
  } catch (error) {
    if (isDatabaseUnavailable(error)) reportDatabaseOutage()
    throw error
  }
}

/**
 * A form's server action (a booking, a signature, a change of appointment) under the same
 * deadline and report: the visitor gets the Spanish 503 in time (issue 33, finding 8: a booking
 * with Postgres frozen took 20 s and ended in Next's English 500). Work under way goes on; what it
 * stores, a retry finds through the form's own double-submit guard.
 */
export const formWorkWithinDeadline = readWithinDeadline
