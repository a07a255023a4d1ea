/**
 * Debian's redis-server (scripts/ensure-test-tools.sh installs it) on a free loopback port, with
 * nothing written to disk, for the tests of several instances.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { createClient } from 'redis'

import { freePort } from './embedded-postgres'

export type RunningRedis = { url: string; stop: () => Promise<void> }

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const child = spawn(process.env.REDIS_SERVER_PATH || 'redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-5_000)
  })
  const url = `redis://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      await client.quit()
      break
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stopProcess(child)
        throw new Error(`redis-server did not start:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, stop: () => stopProcess(child) }
}
