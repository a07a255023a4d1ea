/**
 * Runs once when a Next server starts (also the standalone server in Docker). Next compiles this
 * file for the Edge runtime too: the Node-only start lives in its own module, imported behind the
 * NEXT_RUNTIME test that the Edge bundle drops (Next's documented pattern), so no Node API
 * (process.exit, Redis, Postgres) is ever part of that bundle.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node')
    await startNodeServer()
  }
}
