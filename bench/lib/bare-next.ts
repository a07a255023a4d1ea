import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from '../../tooling/embedded-postgres'
import { waitFor200 } from '../../tooling/wait-for-http'

const appDir = fileURLToPath(new URL('../bare-next', import.meta.url))
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url))

/**
 * A bare Next page (bench/bare-next: one heading and paragraph, no fonts, no CSS, no client
 * code of its own) with the site's Next and React, built on first use and served by
 * `next start` on loopback: what any App Router page costs, to compare the site with.
 */
export async function startBareNext(): Promise<{ url: string; pid: number; stop: () => void }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  if (!existsSync(path.join(appDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: appDir, stdio: 'inherit', env })
    if (build.status !== 0) throw new Error('building bench/bare-next failed')
  }
  const port = await freePort()
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitFor200(url, Date.now(), 60_000)
  } catch (error) {
    stop()
    throw error
  }
  // `next start` serves in its own process: the pid whose memory bench/memory.ts reads.
  return { url, pid: child.pid!, stop }
}
