import { spawn } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { databaseStartingInBackground, ensureDatabase } from './database'
import { loadDotEnv } from './load-env'

/** Node's exit status for a top-level await that never settled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

type Options = {
  /**
   * The command is a task under scripts/tasks that calls taskStarted() (task-started.ts) before
   * its work. On Node 20 with tsx's loader, evaluating the Payload config's module graph now and
   * then ends the process with status 13 and no output (a hook promise of the loader's worker
   * never settles: seen in 2 to 3 runs out of 40 on a loaded 2-core machine, also for `migrate`).
   * Such a run did nothing yet, so it is started again, at most ATTEMPTS times in all.
   */
  restartIfStalledBeforeStart?: boolean
  /**
   * `npm run dev`: Next starts (and compiles) while the embedded Postgres starts, which on a fresh
   * clone includes initdb; the server's start-up hook waits for the database before it uses it, as
   * long as the file named by DATABASE_STARTING_FILE exists (src/instrumentation-node.ts).
   */
  startBeforeDatabase?: boolean
}

/** Starts (or reuses) the database, runs `command` with DATABASE_URL set, stops both together. */
export async function runWithDatabase(command: string, args: string[], env: Record<string, string> = {}, options: Options = {}) {
  loadDotEnv()
  const startingFile = path.join(tmpdir(), `database-starting-${process.pid}`)
  const starting = options.startBeforeDatabase
    ? await databaseStartingInBackground()
    : await ensureDatabase().then((database) => ({ url: database.url, ready: Promise.resolve(database) }))
  const startedFile = path.join(tmpdir(), `task-started-${process.pid}`)
  let stopping = false
  let attempt = 0
  let child: ReturnType<typeof spawn>
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    if (child.exitCode === null) child.kill('SIGTERM')
    rmSync(startedFile, { force: true })
    rmSync(startingFile, { force: true })
    const database = await starting.ready.catch(() => null)
    await database?.stop()
    process.exit(code)
  }
  const start = () => {
    attempt++
    rmSync(startedFile, { force: true })
    child = spawn(command, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: starting.url,
        TASK_STARTED_FILE: startedFile,
        ...(options.startBeforeDatabase ? { DATABASE_STARTING_FILE: startingFile } : {}),
      },
    })
    child.on('exit', (code, signal) => {
      const stalled = code === UNSETTLED_TOP_LEVEL_AWAIT && !existsSync(startedFile)
      if (options.restartIfStalledBeforeStart && stalled && attempt < ATTEMPTS && !stopping) {
        console.error(`[task] Node stopped while loading the task (status 13, nothing done yet): starting it again`)
        start()
        return
      }
      void shutdown(code ?? (signal ? 1 : 0))
    })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))
  if (options.startBeforeDatabase) writeFileSync(startingFile, '')
  start()
  try {
    await starting.ready
    rmSync(startingFile, { force: true })
  } catch (error) {
    console.error(`[db] the embedded Postgres did not start: ${(error as Error).message}`)
    void shutdown(1)
  }
}
