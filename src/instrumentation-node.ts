/**
 * The Node server's start (src/instrumentation.ts loads it only there, never in the Edge bundle):
 * refuse a production start without a proper secret or public address, or with a first-admin
 * password the password rule refuses; connect to Redis when several instances share it
 * (REDIS_URL), say clearly when the database is unreachable, and start the job runner (staff
 * e-mails still queued from before a restart).
 */
export async function startNodeServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { ConfigError, checkProductionConfig } = await import('./lib/server/server-env')
  try {
    checkProductionConfig()
    // The first admin's password is checked by the seed, on the first request: a bad one would
    // only show as a 500 there. Set, it is checked now; unset is fine once the admin exists.
    if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) (await import('./seed/admin-user')).firstAdminCredentials()
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error)
    throw error
  }
  await databaseStarted()
  const { connectSharedRedis } = await import('./lib/server/redis')
  await connectSharedRedis()
  const { probeDatabase } = await import('./db/probe')
  const probe = await probeDatabase()
  if (!probe.ok) {
    console.error(`Database unavailable: ${probe.reason}. Cached pages are still served; forms answer 503 until it returns.`)
  }
  const { startJobRunner } = await import('./jobs/start-runner')
  // Not awaited: the server answers meanwhile. If the database is down, the first request opens Payload (and the runner) later.
  startJobRunner().catch((error: unknown) => {
    // An empty database the start-up seed cannot fill (no first admin in production): serving on
    // would show, and cache, an empty site.
    if (error instanceof ConfigError) refuseToStart(error)
    console.error('Job runner not started yet:', (error as Error).message)
  })
}

function refuseToStart(error: Error): never {
  console.error(`Refusing to start: ${error.message}`)
  process.exit(1)
}

/**
 * `npm run dev` starts Next while its embedded Postgres is still starting (on a fresh clone, initdb
 * first), so the two overlap; the file DATABASE_STARTING_FILE names exists until the database
 * accepts connections (tooling/run-with-database.ts). Unset everywhere else.
 */
async function databaseStarted() {
  const startingFile = process.env.DATABASE_STARTING_FILE
  if (!startingFile) return
  const { existsSync } = await import('node:fs')
  const deadline = Date.now() + 120_000
  while (existsSync(startingFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
}
