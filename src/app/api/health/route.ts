import { databaseIsHealthy } from '@/db/health-probe'

export const dynamic = 'force-dynamic'

/** Liveness and readiness: 200 when the database answers, 503 otherwise (src/db/health-probe.ts). */
export async function GET() {
  if (await databaseIsHealthy()) return Response.json({ status: 'ok', database: 'ok' })
  return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503 })
}
