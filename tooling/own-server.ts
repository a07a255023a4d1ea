/**
 * A production server of its own for a process-level test (the attack and proxy tests): the
 * production build served by the project's server on loopback, a free port, a throwaway
 * database seeded on first start (or a database the test shares between several servers), and
 * the settings the test gives it. Its process id lets a test read the server's memory from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { expect } from '@playwright/test'
import pg from 'pg'

import { freePort } from './embedded-postgres'
import { serverCommand } from './server-bin'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET, TEST_RECORDS_HMAC_KEY } from './test-env'
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database'
import { waitFor200 } from './wait-for-http'

export type OwnServer = {
  url: string
  port: number
  pid: number
  /** What the server wrote to stderr so far (shown when a test fails). */
  stderr: () => string
  /** What it wrote to stdout so far (its info log lines). */
  stdout: () => string
  query: <Row extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<Row[]>
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL), as a crash would; its database stays. */
  kill: () => Promise<void>
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  return exited.finally(() => clearTimeout(timer))
}

/** One server process on a database: started healthy, killed or stopped by the test. */
export type ServerProcess = {
  pid: number
  stderr: () => string
  stdout: () => string
  /** SIGTERM, as an orderly stop; SIGKILL after 10 s. */
  stop: () => Promise<void>
  /** SIGKILL at once, as a crash or `kill -9` leaves it: nothing in the process gets to finish. */
  kill: () => Promise<void>
}

/** How a server process is started: `descriptorLimit` lowers its open-files limit (prlimit), as a small machine's would be. */
export type SpawnOptions = { descriptorLimit?: number }

/** The production server on `databaseUrl` at `port`, once /api/health answers 200. */
export async function spawnServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
  { descriptorLimit }: SpawnOptions = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`
  const [node, nodeArgs] = serverCommand('-H', '127.0.0.1', '-p', String(port))
  // prlimit execs the server: the child's pid is the server's.
  const [command, args] = descriptorLimit
    ? ['prlimit', [`--nofile=${descriptorLimit}:${descriptorLimit}`, '--', node, ...nodeArgs]]
    : [node, nodeArgs]
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      RECORDS_HMAC_KEY: TEST_RECORDS_HMAC_KEY,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      NEXT_PUBLIC_SERVER_URL: url,
      ...env,
    },
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000)
  })
  let stdout = ''
  child.stdout?.on('data', (chunk) => {
    stdout = (stdout + chunk).slice(-50_000)
  })
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGKILL')
    await exited
  }
  try {
    await waitFor200(`${url}/api/health`, Date.now(), 120_000)
  } catch (error) {
    await stopProcess(child)
    throw new Error(`${(error as Error).message}\n${stderr}`)
  }
  const pid = child.pid
  if (pid === undefined) throw new Error(`the server did not start\n${stderr}`)
  return { pid, stderr: () => stderr, stdout: () => stdout, stop: () => stopProcess(child), kill }
}

/** Rows of one query on `databaseUrl`, on a connection of its own. */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

export async function startOwnServer(
  label: string,
  env: Record<string, string> = {},
  { sharedDatabase, ...spawnOptions }: { sharedDatabase?: ThrowawayDatabase } & SpawnOptions = {},
): Promise<OwnServer> {
  const database: ThrowawayDatabase = sharedDatabase ?? (await createThrowawayDatabase(label))
  const port = await freePort()
  let server: ServerProcess
  try {
    server = await spawnServer(database.url, port, env, spawnOptions)
  } catch (error) {
    if (!sharedDatabase) await database.dispose()
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: server.pid,
    stderr: server.stderr,
    stdout: server.stdout,
    query: (sql, params) => queryDatabase(database.url, sql, params),
    stop: async () => {
      await server.stop()
      if (!sharedDatabase) await database.dispose()
    },
    kill: server.kill,
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) / 1024
}

/**
 * Waits until the API at `url` answers below 500: its first request starts Payload, and on a
 * loaded machine that first start can outlast the database-stall answer (a Spanish 503).
 */
export async function untilApiAnswers(url: string): Promise<void> {
  await expect.poll(async () => (await fetch(url)).status, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBeLessThan(500)
}
