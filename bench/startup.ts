/**
 * Cold start of the servers, measured from spawning the command to the first 200.
 * Usage: npx tsx bench/startup.ts [dev|start] (default: both). Needs `npm run build` for start.
 * Prints seconds to a healthy /api/health and to the first 200 of `/`.
 */
import { spawn } from 'node:child_process'

import { waitFor200 } from '../tooling/wait-for-http'

const modes = (process.argv[2] ? [process.argv[2]] : ['start', 'dev']) as ('dev' | 'start')[]
const port = 3900

for (const mode of modes) {
  const started = Date.now()
  const child = spawn('npx', ['tsx', `scripts/${mode}.ts`, '-p', String(port)], {
    env: {
      ...process.env,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789',
      NEXT_PUBLIC_SERVER_URL: process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${port}`,
      PORT: String(port),
    },
    stdio: 'ignore',
    detached: true,
  })
  try {
    const health = await waitFor200(`http://127.0.0.1:${port}/api/health`, started)
    const home = await waitFor200(`http://127.0.0.1:${port}/`, started)
    console.log(`${mode.padEnd(5)} health ${health.toFixed(2)} s, first 200 of / ${home.toFixed(2)} s`)
  } finally {
    process.kill(-child.pid!, 'SIGINT')
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}
process.exit(0)
