import { spawn } from 'node:child_process'

import { ensureDatabase } from './database'
import { loadDotEnv } from './load-env'

/** Starts (or reuses) the database, runs `command` with DATABASE_URL set, stops both together. */
export async function runWithDatabase(command: string, args: string[], env: Record<string, string> = {}) {
  loadDotEnv()
  const database = await ensureDatabase()
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env, DATABASE_URL: database.url },
  })
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    if (child.exitCode === null) child.kill('SIGTERM')
    await database.stop()
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))
  child.on('exit', (code) => void shutdown(code ?? 0))
}
