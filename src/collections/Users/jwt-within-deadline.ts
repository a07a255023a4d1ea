import { type AuthStrategy, extractJWT, JWTAuthentication } from 'payload'

import { databaseIsHealthy } from '../../db/health-probe'
import { DeadlineExceeded, READ_DEADLINE_MS, withinDeadline } from '../../lib/deadline'
import { reportDatabaseOutage } from '../../lib/server/database-outage-watch.mjs'
/**
 * Payload's own session check (its 'local-jwt' strategy), bounded by the REST API's read
 * deadline. Payload's check looks the user up in the database and, when that fails, treats the
 * visitor as signed out: with the database stalled a signed-in staff member waited and then read
 * «No tienes permiso»; with it stopped the admin sent them to the login page, which then failed
 * in English. A session token that finds no user while the database does not answer is reported
 * to the front server, which answers the Spanish 503 (src/lib/server/database-outage-watch.mjs).
 * Custom strategies run before Payload's; when this one finds no user, Payload's runs again (at
 * once without a token).
 */
export const jwtWithinDeadline: AuthStrategy = {
  name: 'jwt-within-deadline',
  authenticate: async (args) => {
    try {
      const result = await withinDeadline(Promise.resolve(JWTAuthentication({ ...args, strategyName: 'local-jwt' })), READ_DEADLINE_MS)
      if (!result.user && extractJWT(args) && !(await databaseIsHealthy())) reportDatabaseOutage()
      return result
    } catch (error) {
      if (!(error instanceof DeadlineExceeded)) throw error
      reportDatabaseOutage()
      return { user: null }
    }
  },
}
