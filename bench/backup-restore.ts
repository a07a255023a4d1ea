/**
 * Backup and restore times for the seeded site plus 10 000 leads. Run by hand:
 *
 *   npx tsx bench/backup-restore.ts
 *
 * It makes its own embedded Postgres (durable, like the project's) in a temporary folder, seeds it
 * with `npm run seed` (default content and its images), adds the leads in one SQL statement
 * (realistic field lengths; through the site it would take minutes and measure the API instead),
 * then runs `npm run backup` and `npm run restore` into a new, empty database, RUNS times.
 * Prints wall-clock seconds of each command (process start included, as an operator waits for
 * it) and of the work the command reports, the archive's size, and checks every table's row
 * count after each restore.
 *
 * Settings (env): BENCH_LEADS (default 10000), RUNS (default 3).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { isDeepStrictEqual, promisify } from 'node:util'

import { insuranceTypeValues } from '../src/lib/insurance-types'
import { startEmbeddedPostgres } from '../tooling/embedded-postgres'
import { query, rowCounts } from '../tooling/restore-checks'
import { median } from './lib/target'

const run = promisify(execFile)
const leads = Number(process.env.BENCH_LEADS || 10_000)
const runs = Number(process.env.RUNS || 3)
const secret = 'bench-secret-0123456789abcdef0123456789'
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-backup-'))
// Its own temporary folder: initdb runs as the postgres user, which cannot enter `scratch` (0700).
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-backup-pg-'))
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'bench_source', persistent: false })

async function timed(script: string, env: Record<string, string>, args: string[]) {
  const started = performance.now()
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    env: { ...process.env, PAYLOAD_SECRET: secret, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  // The scripts print how long the work itself took ("in N ms"), process start and Payload's set-up aside.
  const work = Number(/in (\d+) ms/.exec(stdout)?.[1] ?? Number.NaN) / 1000
  return { seconds: (performance.now() - started) / 1000, work, stdout }
}

try {
  const sourceMedia = path.join(scratch, 'media')
  const source = { DATABASE_URL: database.url, MEDIA_DIR: sourceMedia }
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { env: { ...process.env, PAYLOAD_SECRET: secret, ...source } })
  await query(
    database.url,
    `insert into contacts (first_name, last_name, email, phone, insurance_type, message, status, source,
       consent_at, consent_text, ip, user_agent)
     select 'Nombre ' || n, 'Apellido Apellido ' || n, 'prospecto' || n || '@example.com', '(305) 555-' || lpad((n % 10000)::text, 4, '0'),
            ($2::text[])[1 + n % cardinality($2::text[])]::enum_contacts_insurance_type,
            'Quisiera información sobre planes para mi familia (' || md5(n::text) || '). Llamar por la tarde.',
            'nuevo', 'formulario', now(),
            'Acepto que la agencia me contacte por teléfono, mensaje de texto o correo electrónico.',
            '198.51.' || (n % 255) || '.' || (n % 250), 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile'
     from generate_series(1, $1) as n`,
    [leads, insuranceTypeValues],
  )
  const expected = await rowCounts(database.url)
  const totalRows = Object.values(expected).reduce((sum, count) => sum + count, 0)
  console.log(`source: ${expected.contacts} contacts, ${totalRows} rows in ${Object.keys(expected).length} tables`)

  const backupSeconds: number[] = []
  const restoreSeconds: number[] = []
  for (let index = 0; index < runs; index++) {
    const backup = await timed('backup.ts', source, [path.join(scratch, `backups-${index}`)])
    const archive = backup.stdout.trim().split('\n').at(-1) ?? ''
    backupSeconds.push(backup.seconds)

    const target = `bench_restored_${index}`
    await query(database.url, `create database ${target}`)
    const targetUrl = Object.assign(new URL(database.url), { pathname: `/${target}` }).toString()
    const restore = await timed('restore.ts', { DATABASE_URL: targetUrl, MEDIA_DIR: path.join(scratch, `media-${index}`) }, [archive])
    restoreSeconds.push(restore.seconds)
    const same = isDeepStrictEqual(await rowCounts(targetUrl), expected)
    console.log(
      `run ${index + 1}: backup ${backup.seconds.toFixed(2)} s (work ${backup.work.toFixed(2)} s), ` +
        `restore ${restore.seconds.toFixed(2)} s (work ${restore.work.toFixed(2)} s), ` +
        `archive ${(statSync(archive).size / 1024 / 1024).toFixed(2)} MiB, row counts ${same ? 'equal' : 'DIFFERENT'}`,
    )
    if (!same) process.exitCode = 1
  }
  console.log(`median: backup ${median(backupSeconds).toFixed(2)} s, restore ${median(restoreSeconds).toFixed(2)} s`)
} finally {
  await database.stop()
  rmSync(scratch, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit()
