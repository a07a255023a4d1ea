/**
 * Runs once when the Next server starts (also the standalone server in Docker): refuse a
 * production start without a proper secret or public address, connect to Redis when several
 * instances share it (REDIS_URL), and say clearly when the database is unreachable.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { ConfigError, checkProductionConfig } = await import('./lib/server-env')
  try {
    checkProductionConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Refusing to start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const { connectSharedRedis } = await import('./lib/redis')
  await connectSharedRedis()
  const { probeDatabase } = await import('./db/probe')
  const probe = await probeDatabase()
  if (!probe.ok) {
    console.error(`Database unavailable: ${probe.reason}. Cached pages are still served; forms answer 503 until it returns.`)
  }
}
