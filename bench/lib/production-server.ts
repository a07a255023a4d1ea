import { spawn } from 'node:child_process'

import { ensureDatabase } from '../../scripts/lib/database'

export type BenchServer = { url: string; databaseUrl: string; stop: () => Promise<void> }

async function waitForHealth(url: string, deadlineMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < deadlineMs) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} was not healthy within ${deadlineMs / 1000} s`)
}

/**
 * The production build (`npm run build` first) served by `next start` on loopback, on the
 * project's database (DATABASE_URL, else the embedded Postgres under .data/), so a benchmark
 * runs with one command and can count the rows it wrote. `env` adds settings for this run only.
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const database = await ensureDatabase()
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789',
      DATABASE_URL: database.url,
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
    await waitForHealth(url)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, databaseUrl: database.url, stop }
}
