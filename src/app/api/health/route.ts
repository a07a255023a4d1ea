import { probeDatabase } from '@/db/probe'

export const dynamic = 'force-dynamic'

/** Liveness and readiness: 200 when the database answers, 503 otherwise. */
export async function GET() {
  const probe = await probeDatabase(1500)
  if (probe.ok) return Response.json({ status: 'ok', database: 'ok' })
  return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503 })
}
