import { spawn } from 'node:child_process'

import { ensureDatabase } from '../../tooling/database'
import { serverCommand } from '../../tooling/server-bin'
import { waitFor200 } from '../../tooling/wait-for-http'

export type BenchServer = { url: string; databaseUrl: string; stop: () => Promise<void> }

/**
 * The production build (`npm run build` first) served by the site's server on loopback, on the
 * project's database (DATABASE_URL, else the embedded Postgres under .data/), so a benchmark
 * runs with one command and can count the rows it wrote. `env` adds settings for this run only.
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const database = await ensureDatabase()
  const [command, args] = serverCommand('-H', '127.0.0.1', '-p', String(port))
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789',
      RECORDS_HMAC_KEY: process.env.RECORDS_HMAC_KEY || 'bench-records-key-0123456789abcdef0123456789',
      DATABASE_URL: database.url,
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await database.stop()
  }
  try {
    await waitFor200(`${url}/api/health`, Date.now(), 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, databaseUrl: database.url, stop }
}
