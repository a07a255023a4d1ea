/**
 * The server Playwright tests run against: the production build (server/start.mjs) on a fresh
 * embedded database, seeded on first start like a new installation. A small control port
 * lets the outage tests stop and restart Postgres underneath the running site.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { EmbeddedPostgres, freePort, stopServer } from '../../tooling/embedded-postgres'
import { freezeCluster } from '../../tooling/postgres-control'
import { serverCommand } from '../../tooling/server-bin'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET, TEST_RECORDS_HMAC_KEY } from '../../tooling/test-env'
import { e2eConfig } from './e2e-config'

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

/** The Next server and every process it started: frozen together to play a server that answers nothing. */
function appPids(): number[] {
  const pids = [next.pid!]
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (pids.includes(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))) pids.push(Number(entry))
    } catch {
      // ended meanwhile
    }
  }
  return pids
}

let thawDatabase: (() => void) | null = null
let frozenApp: number[] = []
/** Signals every pid; one that ended meanwhile is skipped, not a reason to stop half-way. */
const signalAll = (pids: number[], signal: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // ended meanwhile
    }
  }
}
const thawApp = () => {
  signalAll(frozenApp, 'SIGCONT')
  frozenApp = []
}

/** Stop/start Postgres, freeze/thaw it (SIGSTOP: a stalled disk or network), freeze/thaw the app itself. */
const controls: Record<string, () => Promise<unknown> | undefined> = {
  '/db/stop': () => postgres.stop(),
  '/db/start': () => postgres.start(),
  '/db/freeze': async () => {
    thawDatabase ??= freezeCluster(dataDir)
  },
  '/db/thaw': async () => {
    thawDatabase?.()
    thawDatabase = null
  },
  '/app/freeze': async () => {
    if (frozenApp.length === 0) frozenApp = appPids()
    signalAll(frozenApp, 'SIGSTOP')
  },
  '/app/thaw': async () => thawApp(),
}

const control = createServer((request, response) => {
  const action = controls[request.url ?? '']?.()
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

const next = spawn(...serverCommand('-p', String(e2eConfig.port)), {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    RECORDS_HMAC_KEY: TEST_RECORDS_HMAC_KEY,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NEXT_PUBLIC_SERVER_URL: e2eConfig.baseURL,
    // Every e2e visitor is 127.0.0.1 (the socket's peer; no proxy in front): a limit high enough
    // for the whole suite, still enforced.
    CONTACT_RATE_LIMIT_MAX: '1000',
    // The web booking's own limits (src/appointments/booking-limits.ts), for the same reason; the same
    // phone numbers come back run after run. booking-abuse.test.ts tests them at their real numbers.
    BOOKING_LIMIT_PER_ADDRESS_DAY: '1000',
    BOOKING_LIMIT_PER_PHONE_DAY: '1000',
    BOOKING_LIMIT_PER_EMAIL_DAY: '1000',
    BOOKING_LIMIT_OPEN_PER_PHONE: '1000',
    BOOKING_LIMIT_SITE_PER_HOUR: '1000',
  },
})

// The site's output goes where it always did and also to a file the log tests read.
const log = createWriteStream(e2eConfig.logFile)
next.stdout?.pipe(process.stdout)
next.stderr?.pipe(process.stderr)
next.stdout?.pipe(log, { end: false })
next.stderr?.pipe(log, { end: false })

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  // Nothing stays frozen: a stopped process would never exit.
  thawDatabase?.()
  thawApp()
  // Next writes rendered pages to disk until it exits: drop the caches only after that.
  const nextExited =
    next.exitCode !== null || next.signalCode !== null ? Promise.resolve() : new Promise((resolve) => next.once('exit', resolve))
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
