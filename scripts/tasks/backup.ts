/**
 * Writes one backup archive of the database, the uploaded media and the private policy documents (run through
 * scripts/backup.ts, which provides the database). The archive's path is the last line printed.
 *
 * Why not pg_dump: the embedded Postgres ships no client programs and Debian 12's pg_dump (15)
 * refuses a Postgres 17 server. Every table of this site is made by the committed migrations, so
 * the data alone, read in one snapshot in Postgres's own COPY format, restores exactly onto a
 * database migrated to the same migrations; this works on any server the site can use, with no
 * binary to match. (The compose backup service, which has the server's own pg_dump, uses it.)
 *
 * An archive holds every account and lead: it is written 0600 into a 0700 folder, leaves out
 * sessions and reset tokens (../backup/withheld-data.ts), and with BACKUP_AGE_RECIPIENT it is
 * encrypted to those public keys (../backup/age.ts) and named …tar.gz.age.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { create as createTar } from 'tar'
import { taskStarted } from '../../tooling/task-started'
import { AGE_SUFFIX, ageRecipients, encryptFile } from '../backup/age'
import {
  ARCHIVE_KIND,
  archiveName,
  DATA_SCRIPT_FILE,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_FOLDER,
  POLICY_DOCUMENTS_FOLDER,
} from '../backup/archive-layout'
import { folderTotals, mediaFolder, policyDocumentsFolder } from '../backup/media-folder'
import { writeDataScript } from '../backup/write-data-script'

function freeArchivePath(folder: string, at: Date, suffix: string): string {
  for (let copy = 1; ; copy++) {
    const candidate = path.join(folder, `${archiveName(at, copy === 1 ? '' : `-${copy}`)}${suffix}`)
    if (!existsSync(candidate)) return candidate
  }
}

taskStarted()
// Everything this task writes (scratch files, the archive) is its owner's alone.
process.umask(0o077)
const recipients = ageRecipients()
const outputFolder = path.resolve(process.argv[2] || 'backups')
const media = mediaFolder()
const documents = policyDocumentsFolder()
const staging = mkdtempSync(path.join(tmpdir(), 'agencia-backup-'))
let partial: string | undefined
try {
  const startedAt = new Date()
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const snapshot = await writeDataScript(client, path.join(staging, DATA_SCRIPT_FILE)).finally(() => client.end())

  // Each folder goes in under its archive name through a link the archiver follows: no copy on disk.
  for (const [folder, name] of [
    [media, MEDIA_FOLDER],
    [documents, POLICY_DOCUMENTS_FOLDER],
  ]) {
    if (existsSync(folder)) symlinkSync(folder, path.join(staging, name), 'dir')
    else mkdirSync(path.join(staging, name))
  }
  const manifest: Manifest = {
    kind: ARCHIVE_KIND,
    createdAt: startedAt.toISOString(),
    madeBy: 'npm run backup',
    postgres: snapshot.postgres,
    database: { file: DATA_SCRIPT_FILE, format: 'psql script: COPY text format, data only; schema from the migrations' },
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    media: folderTotals(media),
    policyDocuments: folderTotals(documents),
  }
  writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

  mkdirSync(outputFolder, { recursive: true, mode: 0o700 })
  chmodSync(outputFolder, 0o700)
  const archive = freeArchivePath(outputFolder, startedAt, recipients.length ? AGE_SUFFIX : '')
  // Written under a hidden name and renamed when complete: a listed archive is always whole.
  partial = path.join(outputFolder, `.${path.basename(archive)}.partial`)
  const tarFile = recipients.length ? path.join(staging, 'archive.tar.gz') : partial
  await createTar({ gzip: true, file: tarFile, cwd: staging, follow: true, portable: true }, [
    MANIFEST_FILE,
    DATA_SCRIPT_FILE,
    MEDIA_FOLDER,
    POLICY_DOCUMENTS_FOLDER,
  ])
  if (recipients.length) await encryptFile(tarFile, partial, recipients)
  chmodSync(partial, 0o600)
  renameSync(partial, archive)

  const rows = Object.values(snapshot.tables).reduce((sum, count) => sum + count, 0)
  console.log(
    `[backup] ${Object.keys(snapshot.tables).length} tables, ${rows} rows, ${manifest.media.files} media files ` +
      `(${manifest.media.bytes} bytes), ${manifest.policyDocuments?.files} policy documents, ` +
      `${snapshot.migrations.length} migrations, in ${Date.now() - startedAt.getTime()} ms` +
      (recipients.length ? `, encrypted to ${recipients.length} age recipient(s)` : ''),
  )
  console.log(archive)
} catch (error) {
  console.error(`[backup] failed: ${(error as Error).message}`)
  if (partial) rmSync(partial, { force: true })
  process.exitCode = 1
} finally {
  rmSync(staging, { recursive: true, force: true })
}
process.exit()
