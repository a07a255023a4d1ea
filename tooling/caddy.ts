/**
 * Debian's caddy (scripts/ensure-test-tools.sh installs it) running the project's Caddyfile on
 * loopback: plain HTTP on a free port (SITE_DOMAIN=http://127.0.0.1:<port>), in front of
 * `upstream` (one instance, host:port) or several, with its own files in a throwaway folder.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from './embedded-postgres'

export type RunningCaddy = { url: string; output: () => string; stop: () => Promise<void> }

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export async function startCaddy(upstream: string | string[]): Promise<RunningCaddy> {
  const port = await freePort()
  const home = mkdtempSync(path.join(tmpdir(), 'caddy-'))
  const child = spawn(process.env.CADDY_PATH || 'caddy', ['run', '--adapter', 'caddyfile', '--config', path.resolve('Caddyfile')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_DOMAIN: `http://127.0.0.1:${port}`,
      APP_UPSTREAMS: `to ${[upstream].flat().join(' ')}`,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
    },
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcess(child)
    rmSync(home, { recursive: true, force: true })
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      await fetch(`${url}/api/health`)
      break
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop()
        throw new Error(`caddy did not start:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, output: () => output, stop }
}
