/**
 * Restores an archive of `npm run backup` into the database, the media folder and the policy documents folder (run through
 * scripts/restore.ts, which provides the database): `restore [--force] <archive>`.
 *
 * The database is emptied (Payload's own schema drop, as `migrate:fresh` does), migrated to the
 * migrations the backup was made with, loaded with the backup's data in one transaction, then
 * migrated to this version of the code, so newer migrations transform the restored rows as they
 * would have transformed the originals. It refuses a database or a media or documents folder that
 * holds anything unless --force, and a database other sessions are using (stop the site first).
 * An archive made before the documents were backed up has no documents folder: the current one is left as it is.
 * An archive encrypted with age (BACKUP_AGE_RECIPIENT at backup) needs `--identity <file>`,
 * the private key; it is decrypted into this run's private scratch folder.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { extract as extractTar } from 'tar'

import { postgresOf } from '../../src/db/postgres'
import { underStartupLock } from '../../src/db/startup'
import { migrations } from '../../src/migrations'
import { closePayload, openPayloadWithoutStartup } from '../../tooling/payload'
import { taskStarted } from '../../tooling/task-started'
import { decryptFile, isAgeEncrypted } from '../backup/age'
import {
  DATA_SCRIPT_FILE,
  type Manifest,
  MEDIA_FOLDER,
  PG_DUMP_FILE,
  POLICY_DOCUMENTS_FOLDER,
  readManifest,
} from '../backup/archive-layout'
import { holdsFiles, mediaFolder, policyDocumentsFolder, replaceContents } from '../backup/media-folder'
import { appliedMigrations, otherSessions, tablesHoldingData } from '../backup/public-schema'
import { runDataScript } from '../backup/run-data-script'

class Refusal extends Error {}

const USAGE = 'usage: npm run restore -- [--force] [--identity <age identity file>] <archive.tar.gz[.age]>'

function parseArguments(args: string[]) {
  const identityAt = args.indexOf('--identity')
  const identity = identityAt >= 0 ? args[identityAt + 1] : undefined
  if (identityAt >= 0 && (!identity || identity.startsWith('--'))) throw new Refusal(`--identity needs a file\n${USAGE}`)
  const rest = identityAt >= 0 ? args.filter((_, index) => index !== identityAt && index !== identityAt + 1) : args
  const flags = rest.filter((arg) => arg.startsWith('--'))
  const files = rest.filter((arg) => !arg.startsWith('--'))
  const unknown = flags.filter((flag) => flag !== '--force')
  if (files.length !== 1 || unknown.length) throw new Refusal(unknown.length ? `unknown option ${unknown[0]}\n${USAGE}` : USAGE)
  return { archive: path.resolve(files[0]), force: flags.includes('--force'), identity: identity && path.resolve(identity) }
}

/** The archive's tar: the file itself, or its decryption with the identity into `scratch`. */
async function plainArchive(archive: string, identity: string | undefined, scratch: string): Promise<string> {
  if (!isAgeEncrypted(archive)) return archive
  if (!identity) throw new Refusal(`${archive} is encrypted with age: give its identity file (the private key) with --identity <file>`)
  const decrypted = path.join(scratch, 'archive.tar.gz')
  try {
    await decryptFile(archive, decrypted, identity)
  } catch (error) {
    throw new Refusal(`${archive} could not be decrypted with ${identity}: ${(error as Error).message}`)
  }
  return decrypted
}

async function unpack(archive: string, identity: string | undefined, into: string, scratch: string) {
  if (!existsSync(archive)) throw new Refusal(`${archive} does not exist`)
  try {
    await extractTar({ file: await plainArchive(archive, identity, scratch), cwd: into, strict: true })
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal(`${archive} is not a backup archive (a .tar.gz): ${(error as Error).message}`)
  }
  let manifest: Manifest
  try {
    manifest = readManifest(into)
  } catch (error) {
    throw new Refusal(`${archive} is not a backup of this site: ${(error as Error).message}`)
  }
  if (existsSync(path.join(into, PG_DUMP_FILE))) {
    throw new Refusal(
      'this archive was made by the compose backup service (pg_dump custom format): restore it with\n' +
        `  docker compose run --rm backup restore ${path.basename(archive)}\n(docs/backups.md, "Restore drill")`,
    )
  }
  if (!existsSync(path.join(into, DATA_SCRIPT_FILE))) throw new Refusal(`the archive holds no ${DATA_SCRIPT_FILE}`)
  const known = new Set(migrations.map((migration) => migration.name))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length) {
    throw new Refusal(`the backup was made by a newer version of the site (migrations ${unknown.join(', ')}): update the code first`)
  }
  return manifest
}

/** The folders the restore replaces: the documents only when the archive carries them. */
type TargetFolders = { media: string; documents: string | undefined }

async function checkTarget(client: pg.Client, { media, documents }: TargetFolders, force: boolean) {
  const sessions = await otherSessions(client)
  if (sessions.length) {
    const who = sessions.map((session) => session.application || session.address || 'unknown').join(', ')
    throw new Refusal(`${sessions.length} other session(s) use this database (${who}): stop the site first`)
  }
  const holding = await tablesHoldingData(client)
  const mediaInUse = holdsFiles(media)
  const documentsInUse = documents !== undefined && holdsFiles(documents)
  if ((holding.length || mediaInUse || documentsInUse) && !force) {
    const what = [
      holding.length ? `the database holds data (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''})` : '',
      mediaInUse ? `the media folder ${media} is not empty` : '',
      documentsInUse ? `the policy documents folder ${documents} is not empty` : '',
    ].filter(Boolean)
    throw new Refusal(`${what.join(' and ')}: nothing was changed. Add --force to replace them with the backup.`)
  }
}

/** Pages Next rendered from the old content must not be served from its cache. */
function dropNextContentCache() {
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) {
    rmSync(path.resolve(cache), { recursive: true, force: true })
  }
}

taskStarted()
const staging = mkdtempSync(path.join(tmpdir(), 'agencia-restore-'))
// The decrypted archive, in a folder of its own (mkdtemp: 0700), gone once unpacked.
const decrypting = mkdtempSync(path.join(tmpdir(), 'agencia-decrypt-'))
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
try {
  const { archive, force, identity } = parseArguments(process.argv.slice(2))
  const manifest = await unpack(archive, identity, staging, decrypting)
  rmSync(decrypting, { recursive: true, force: true })
  const media = mediaFolder()
  const documents = existsSync(path.join(staging, POLICY_DOCUMENTS_FOLDER)) ? policyDocumentsFolder() : undefined
  await client.connect()
  await checkTarget(client, { media, documents }, force)

  const startedAt = Date.now()
  const payload = await openPayloadWithoutStartup()
  const database = postgresOf(payload)
  let rows = 0
  await underStartupLock(payload, async () => {
    await database.dropDatabase({ adapter: database })
    const asBackedUp = migrations.filter((migration) => manifest.migrations.includes(migration.name))
    // Generated migrations type their arguments precisely; Payload's list type is looser.
    if (asBackedUp.length) await database.migrate({ migrations: asBackedUp as never })
    const expectedRows = manifest.tables ? Object.values(manifest.tables).reduce((sum, count) => sum + count, 0) : undefined
    rows = await runDataScript(client, path.join(staging, DATA_SCRIPT_FILE), expectedRows)
    await database.migrate({ migrations: migrations as never })
  })
  closePayload(payload)
  replaceContents(media, path.join(staging, MEDIA_FOLDER))
  if (documents) replaceContents(documents, path.join(staging, POLICY_DOCUMENTS_FOLDER))
  dropNextContentCache()
  const newer = (await appliedMigrations(client)).length - manifest.migrations.length
  const documentsRestored = documents
    ? `${manifest.policyDocuments?.files ?? 0} policy documents into ${documents}`
    : `no policy documents (the archive predates them: ${policyDocumentsFolder()} left as it was)`
  console.log(
    `[restore] ${path.basename(archive)} (made ${manifest.createdAt}): ${rows} rows, ${manifest.media.files} media files ` +
      `into ${media}, ${documentsRestored}${newer ? `, then ${newer} newer migration(s)` : ''}, in ${Date.now() - startedAt} ms`,
  )
} catch (error) {
  console.error(`[restore] ${error instanceof Refusal ? 'refused' : 'failed'}: ${(error as Error).message}`)
  process.exitCode = error instanceof Refusal ? 2 : 1
} finally {
  await client.end().catch(() => {})
  rmSync(staging, { recursive: true, force: true })
  rmSync(decrypting, { recursive: true, force: true })
}
process.exit()
