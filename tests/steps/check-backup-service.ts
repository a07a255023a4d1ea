/**
 * The compose backup service's script (docker/backup/agencia-backup.sh) run for real, the way the
 * service runs it, on a throwaway Postgres made by Debian's pg_virtualenv (no Docker engine here).
 * The service's image brings Postgres 17 with its own pg_dump and pg_restore; Debian 12 brings
 * version 15 of both server and clients, and the script uses nothing specific to a version, so
 * this round trip checks the script itself: a backup of the seeded site with its uploads and private policy documents, the
 * 14-day pruning, the refusal of a database that holds data, a restore into an empty database
 * and media and documents folders (every row count, media and document byte equal, new ids after the old ones), an
 * archive made before the documents were backed up (the documents folder left as it was), --force;
 * archives only their owner reads, holding no live password-reset token and no session; with
 * BACKUP_AGE_RECIPIENT, an archive encrypted with age that restores with its identity file.
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual, promisify } from 'node:util'

import { fileDigests, insertContact, query, rowCounts } from '../../tooling/restore-checks'
import { TEST_PAYLOAD_SECRET } from '../../tooling/test-env'

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
const documents = path.join(scratch, 'policy-documents')
const restoredDocuments = path.join(scratch, 'restored-documents')

const results: [string, boolean][] = []
const check = (name: string, passed: boolean) => {
  results.push([name, passed])
  console.log(`${passed ? 'ok' : 'FAILED'} - ${name}`)
}

async function service(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('bash', [SCRIPT, ...args], {
      env: { ...process.env, BACKUP_DIR: backups, MEDIA_DIR: media, POLICY_DOCUMENTS_DIR: documents, ...env },
    })
    return { status: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

try {
  mkdirSync(backups)
  // A client's ID card and a carrier letter, as the site keeps them (the rows are not needed to archive the files).
  mkdirSync(documents)
  writeFileSync(path.join(documents, 'tarjeta-rosa.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))
  writeFileSync(path.join(documents, 'carta-aseguradora.pdf'), '%PDF-1.7 carta de la aseguradora')
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URL: siteUrl, MEDIA_DIR: media, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET },
  })
  await insertContact(siteUrl)
  // A staff member with a live password-reset token and a signed-in session: neither may leave
  // in an archive (the probe reset a password with a token read from one).
  const liveToken = 'token-de-restablecimiento-vivo-7f3a'
  const liveSession = 'sesion-viva-2b9c'
  const [staff] = await query<{ id: number }>(
    siteUrl,
    `insert into users (email, name, salt, hash, reset_password_token, reset_password_expiration)
     values ('respaldo@example.com', 'Respaldo', 'sal', 'hash-de-la-clave', $1, now() + interval '1 hour') returning id`,
    [liveToken],
  )
  await query(
    siteUrl,
    `insert into users_sessions (_order, _parent_id, id, created_at, expires_at) values (1, $1, $2, now(), now() + interval '1 day')`,
    [staff.id, liveSession],
  )
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
    'the archive holds manifest.json, database.dump, media/ and policy-documents/',
    ['manifest.json', 'database.dump', 'media/', 'policy-documents/tarjeta-rosa.png'].every((e) => entries.includes(e)),
  )

  check(
    'the archive is readable by its owner only (0600) in a folder only its owner opens (0700)',
    (statSync(archive).mode & 0o777) === 0o600 && (statSync(backups).mode & 0o777) === 0o700,
  )
  const unpacked = mkdtempSync(path.join(scratch, 'unpacked-'))
  execFileSync('tar', ['-xzf', archive, '-C', unpacked])
  const dumped = [
    execFileSync('pg_restore', ['--file=-', path.join(unpacked, 'database.dump')], { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 }),
    ...readdirSync(unpacked)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(path.join(unpacked, name), 'utf8')),
  ].join('\n')
  check(
    'the archive holds the accounts but no live password-reset token and no session',
    dumped.includes('respaldo@example.com') &&
      dumped.includes('hash-de-la-clave') &&
      !dumped.includes(liveToken) &&
      !dumped.includes(liveSession),
  )

  const before = await rowCounts(siteUrl)
  // Sessions are left out of a backup: after a restore everyone signs in again.
  const withoutSessions = ({ users_sessions, ...tables }: Record<string, number>) => tables
  const refused = await service(['restore', path.basename(archive)])
  check('restore refuses a database that holds data (status 2)', refused.status === 2 && /refused: .*--force/.test(refused.stderr))
  check('…and changes nothing', isDeepStrictEqual(await rowCounts(siteUrl), before))

  await query(`${serverUrl}/postgres`, 'create database restored')
  const restoredUrl = `${serverUrl}/restored`
  const restoreEnv = { PGDATABASE: 'restored', MEDIA_DIR: restoredMedia, POLICY_DOCUMENTS_DIR: restoredDocuments }
  const restored = await service(['restore', path.basename(archive)], restoreEnv)
  check('restore into an empty database, media and documents folder succeeds', restored.status === 0)
  const restoredCounts = await rowCounts(restoredUrl)
  check(
    'every table has the same number of rows, sessions none',
    isDeepStrictEqual(withoutSessions(restoredCounts), withoutSessions(before)) && restoredCounts.users_sessions === 0,
  )
  const [restoredStaff] = await query<{ token: string | null; hash: string }>(
    restoredUrl,
    "select reset_password_token as token, hash from users where email = 'respaldo@example.com'",
  )
  check(
    'the restored account keeps its password, without the reset token',
    restoredStaff?.hash === 'hash-de-la-clave' && restoredStaff.token === null,
  )
  check('every media file is byte-identical', isDeepStrictEqual(fileDigests(restoredMedia), fileDigests(media)))
  check(
    'every policy document is byte-identical',
    Object.keys(fileDigests(documents)).length === 2 && isDeepStrictEqual(fileDigests(restoredDocuments), fileDigests(documents)),
  )
  const [{ max }] = await query<{ max: number }>(restoredUrl, 'select max(id) as max from contacts')
  check('a new contact gets a new id', (await insertContact(restoredUrl)) > max)

  const forced = await service(['restore', '--force', path.basename(archive)], restoreEnv)
  check('restore --force replaces a database that holds data', forced.status === 0)
  check('…with the backup’s rows', isDeepStrictEqual(withoutSessions(await rowCounts(restoredUrl)), withoutSessions(before)))

  // An archive from before the documents were backed up: the same, without policy-documents/.
  const older = path.join(scratch, 'older')
  mkdirSync(older)
  execFileSync('tar', ['-xzf', archive, '-C', older])
  rmSync(path.join(older, 'policy-documents'), { recursive: true })
  const olderArchive = path.join(backups, 'agencia-older.tar.gz')
  execFileSync('tar', ['-czf', olderArchive, '-C', older, 'manifest.json', 'database.dump', 'users.sql', 'media'])
  writeFileSync(path.join(restoredDocuments, 'carta-nueva.pdf'), '%PDF-1.7 subida tras la copia')
  const olderRestore = await service(['restore', '--force', olderArchive], restoreEnv)
  check(
    'an archive without policy-documents/ restores, leaving the documents folder as it was',
    olderRestore.status === 0 &&
      isDeepStrictEqual(withoutSessions(await rowCounts(restoredUrl)), withoutSessions(before)) &&
      Object.keys(fileDigests(restoredDocuments)).length === 3,
  )
  rmSync(olderArchive)

  const identity = path.join(scratch, 'identity.txt')
  execFileSync('age-keygen', ['-o', identity], { stdio: 'ignore' })
  const recipient = execFileSync('age-keygen', ['-y', identity], { encoding: 'utf8' }).trim()
  const encrypted = await service(['now'], { BACKUP_AGE_RECIPIENT: recipient })
  const encryptedArchive = encrypted.stdout.trim().split('\n').at(-1) ?? ''
  check(
    'with BACKUP_AGE_RECIPIENT, `now` writes an age-encrypted archive (0600)',
    encrypted.status === 0 &&
      /\/agencia-[\dT-]+Z\.tar\.gz\.age$/.test(encryptedArchive) &&
      readFileSync(encryptedArchive).subarray(0, 21).toString() === 'age-encryption.org/v1' &&
      (statSync(encryptedArchive).mode & 0o777) === 0o600,
  )
  const noIdentity = await service(['restore', '--force', path.basename(encryptedArchive)], restoreEnv)
  check('restore of an encrypted archive without --identity is refused', noIdentity.status !== 0 && /--identity/.test(noIdentity.stderr))
  await query(restoredUrl, 'delete from contacts')
  const decrypted = await service(['restore', '--force', '--identity', identity, path.basename(encryptedArchive)], restoreEnv)
  check(
    'restore --identity decrypts and restores it',
    decrypted.status === 0 && isDeepStrictEqual(withoutSessions(await rowCounts(restoredUrl)), withoutSessions(before)),
  )
  check(
    '`list` shows both archives',
    (await service(['list'])).stdout.split('\n').filter((line) => line.startsWith('agencia-2')).length === 2,
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const failed = results.filter(([, passed]) => !passed).length
console.log(`backup-service: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
