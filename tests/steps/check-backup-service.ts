/**
 * The compose backup service's script (docker/backup/agencia-backup.sh) run for real, the way the
 * service runs it, on a throwaway Postgres made by Debian's pg_virtualenv (no Docker engine here).
 * The service's image brings Postgres 17 with its own pg_dump and pg_restore; Debian 12 brings
 * version 15 of both server and clients, and the script uses nothing specific to a version, so
 * this round trip checks the script itself: a backup of the seeded site with its uploads, the
 * 14-day pruning, the refusal of a database that holds data, a restore into an empty database
 * and media folder (every row count and media byte equal, new ids after the old ones), --force.
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual, promisify } from 'node:util'

import { fileDigests, insertContact, query, rowCounts } from '../../tooling/restore-checks'
import { TEST_PAYLOAD_SECRET } from '../support/test-env'

const SCRIPT = path.resolve('docker/backup/agencia-backup.sh')
const DAY_MS = 86_400_000

if (!process.env.PGHOST) {
  // pg_virtualenv creates the cluster, runs this file again with PGHOST… set, and drops it.
  try {
    execFileSync('pg_virtualenv', ['-v', '15', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit' })
  } catch {
    process.exit(1)
  }
  process.exit(0)
}

const run = promisify(execFile)
const { PGUSER, PGPASSWORD, PGHOST, PGPORT, PGDATABASE } = process.env
const serverUrl = `postgres://${PGUSER}:${encodeURIComponent(PGPASSWORD ?? '')}@${PGHOST}:${PGPORT}`
const siteUrl = `${serverUrl}/${PGDATABASE}`
const scratch = mkdtempSync(path.join(tmpdir(), 'backup-service-'))
const media = path.join(scratch, 'media')
const backups = path.join(scratch, 'backups')
const restoredMedia = path.join(scratch, 'restored-media')

const results: [string, boolean][] = []
const check = (name: string, passed: boolean) => {
  results.push([name, passed])
  console.log(`${passed ? 'ok' : 'FAILED'} - ${name}`)
}

async function service(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('bash', [SCRIPT, ...args], {
      env: { ...process.env, BACKUP_DIR: backups, MEDIA_DIR: media, ...env },
    })
    return { status: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

try {
  mkdirSync(backups)
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URL: siteUrl, MEDIA_DIR: media, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET },
  })
  await insertContact(siteUrl)
  const aged = (days: number) => {
    const file = path.join(backups, `agencia-old-${days}d.tar.gz`)
    writeFileSync(file, '')
    const at = new Date(Date.now() - days * DAY_MS - 60_000)
    utimesSync(file, at, at)
    return path.basename(file)
  }
  const [expired, kept] = [aged(14), aged(13)]

  const backup = await service(['now'])
  const archive = backup.stdout.trim().split('\n').at(-1) ?? ''
  check('`now` succeeds and prints the new archive last', backup.status === 0 && /\/agencia-[\dT-]+Z\.tar\.gz$/.test(archive))
  const listed = readdirSync(backups)
  check('archives 14 days old are deleted, 13 days old kept', !listed.includes(expired) && listed.includes(kept))
  const entries = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
  check(
    'the archive holds manifest.json, database.dump and media/',
    ['manifest.json', 'database.dump', 'media/'].every((e) => entries.includes(e)),
  )

  const before = await rowCounts(siteUrl)
  const refused = await service(['restore', path.basename(archive)])
  check('restore refuses a database that holds data (status 2)', refused.status === 2 && /refused: .*--force/.test(refused.stderr))
  check('…and changes nothing', isDeepStrictEqual(await rowCounts(siteUrl), before))

  await query(`${serverUrl}/postgres`, 'create database restored')
  const restoredUrl = `${serverUrl}/restored`
  const restoreEnv = { PGDATABASE: 'restored', MEDIA_DIR: restoredMedia }
  const restored = await service(['restore', path.basename(archive)], restoreEnv)
  check('restore into an empty database and media folder succeeds', restored.status === 0)
  check('every table has the same number of rows', isDeepStrictEqual(await rowCounts(restoredUrl), before))
  check('every media file is byte-identical', isDeepStrictEqual(fileDigests(restoredMedia), fileDigests(media)))
  const [{ max }] = await query<{ max: number }>(restoredUrl, 'select max(id) as max from contacts')
  check('a new contact gets a new id', (await insertContact(restoredUrl)) > max)

  const forced = await service(['restore', '--force', path.basename(archive)], restoreEnv)
  check('restore --force replaces a database that holds data', forced.status === 0)
  check('…with the backup’s rows', isDeepStrictEqual(await rowCounts(restoredUrl), before))
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const failed = results.filter(([, passed]) => !passed).length
console.log(`backup-service: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
