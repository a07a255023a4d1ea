import { type AuthStrategy, JWTAuthentication } from 'payload'

import { READ_DEADLINE_MS } from '../../db/read-deadline'
import { reportDatabaseOutage } from '../../lib/database-outage-watch.mjs'
import { DeadlineExceeded, withinDeadline } from '../../lib/deadline'

/**
 * Payload's own session check (its 'local-jwt' strategy), bounded by the REST API's read
 * deadline. Payload's check looks the user up in the database and, when that fails, treats the
 * visitor as signed out: with the database stalled a signed-in staff member waited and then read
 * «No tienes permiso». Past the deadline the outage is reported to the front server, which
 * answers the Spanish 503 (src/lib/database-outage-watch.mjs). Custom strategies run before
 * Payload's; when this one finds no user, Payload's runs again (at once without a token).
 */
export const jwtWithinDeadline: AuthStrategy = {
  name: 'jwt-within-deadline',
  authenticate: async (args) => {
    try {
      return await withinDeadline(Promise.resolve(JWTAuthentication({ ...args, strategyName: 'local-jwt' })), READ_DEADLINE_MS)
    } catch (error) {
      if (!(error instanceof DeadlineExceeded)) throw error
      reportDatabaseOutage()
      return { user: null }
    }
  },
}
