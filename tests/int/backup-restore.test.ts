/**
 * `npm run backup` and `npm run restore` as an operator runs them, on real databases: the backup
 * of the test database (seeded, with contacts arriving while it runs and an uploaded image) is
 * restored into a new, empty database and media folder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seed } from '../../src/seed/seed'
import { openPayload } from '../../tooling/payload'
import { fileDigests, insertContact, query, rowCounts } from '../../tooling/restore-checks'
import { postContact, validContactBody } from '../support/contact-api'
import { runScript } from '../support/run-script'
import { TEST_PAYLOAD_SECRET } from '../support/test-env'
import { createDatabaseBeside } from '../support/throwaway-database'

const sourceUrl = inject('databaseUrl')
const sourceMedia = inject('mediaDir')
const scratch = mkdtempSync(path.join(tmpdir(), 'backup-test-'))
const backupsFolder = path.join(scratch, 'backups')
const restoredMedia = path.join(scratch, 'restored-media')
let restored: Awaited<ReturnType<typeof createDatabaseBeside>>
let archive = ''

const env = (databaseUrl: string, mediaDir: string) => ({
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: mediaDir,
  PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
})

/** The script's exit status and what it printed, also when it fails. */
async function runRestore(args: string[]) {
  try {
    return { status: 0, output: await runScript('restore.ts', env(restored.url, restoredMedia), args) }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { status: failed.code, output: `${failed.stdout}${failed.stderr}` }
  }
}

beforeAll(async () => {
  const payload = await openPayload()
  await seed(payload)
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a7de1' } })
    .jpeg()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'Oficina de la agencia' },
    file: { data: photo, name: 'oficina.jpg', mimetype: 'image/jpeg', size: photo.length },
  })
  for (let index = 0; index < 3; index++) {
    expect((await postContact(validContactBody({ email: `antes-${index}@example.com` }))).status).toBe(201)
  }
  restored = await createDatabaseBeside(sourceUrl, 'restored')
})

afterAll(async () => {
  await restored?.dispose()
  rmSync(scratch, { recursive: true, force: true })
})

const contactColumnsBesideNotification = [
  'id, first_name, last_name, email, phone, insurance_type, message, status, source, full_name, phone_digits',
  'consent_at, consent_text, ip, user_agent, updated_at, created_at',
].join(', ')

describe('npm run backup, then npm run restore into an empty database', () => {
  it('restores every row and every media file byte for byte, even with contacts arriving during the backup', async () => {
    let arriving = true
    let arrived = 0
    const visitors = (async () => {
      while (arriving) {
        expect((await postContact(validContactBody({ email: `durante-${arrived}@example.com` }))).status).toBe(201)
        arrived++
      }
    })()
    const output = await runScript('backup.ts', env(sourceUrl, sourceMedia), [backupsFolder]).finally(() => {
      arriving = false
    })
    await visitors
    archive = output.trim().split('\n').at(-1) ?? ''
    expect(readdirSync(backupsFolder)).toEqual([path.basename(archive)])
    expect(path.dirname(archive)).toBe(backupsFolder)

    const { output: restoreOutput } = await runRestore([archive])
    expect(restoreOutput).toMatch(/\[restore\] .* rows/)

    // Contacts that arrived during the backup are wholly in it or not at all; nothing else changed
    // but the staff e-mails' bookkeeping, which the job runner keeps moving after the snapshot: the
    // queue (jobs deleted once done) and each contact's notification state.
    const withoutJobs = ({ payload_jobs, payload_jobs_log, ...tables }: Record<string, number>) => tables
    const source = withoutJobs(await rowCounts(sourceUrl))
    const copy = withoutJobs(await rowCounts(restored.url))
    const { contacts: sourceContacts, ...sourceRest } = source
    const { contacts: restoredContacts, ...restoredRest } = copy
    expect(restoredRest).toEqual(sourceRest)
    const contactsSql = `select ${contactColumnsBesideNotification} from contacts order by id`
    const restoredRows = await query(restored.url, contactsSql)
    expect(restoredRows).toEqual((await query(sourceUrl, contactsSql)).slice(0, restoredContacts))
    expect(sourceContacts - restoredContacts).toBeLessThanOrEqual(arrived)

    expect(fileDigests(restoredMedia)).toEqual(fileDigests(sourceMedia))
    expect(Object.keys(fileDigests(restoredMedia))).toContain('oficina.jpg')
  })

  it('leaves a working site database: the migrations recorded, new contacts get new ids', async () => {
    const migrations = 'select name, batch from payload_migrations order by id'
    expect(await query(restored.url, migrations)).toEqual(await query(sourceUrl, migrations))
    const [{ max }] = await query<{ max: number }>(restored.url, 'select max(id) as max from contacts')
    expect(await insertContact(restored.url)).toBeGreaterThan(max)
  })

  it('refuses a database that holds data, changing nothing, and replaces it with --force', async () => {
    const before = await rowCounts(restored.url)
    const refused = await runRestore([archive])
    expect(refused.status).toBe(2)
    expect(refused.output).toMatch(/refused: the database holds data .* Add --force/s)
    expect(await rowCounts(restored.url)).toEqual(before)

    const forced = await runRestore(['--force', archive])
    expect(forced.status).toBe(0)
    expect((await rowCounts(restored.url)).contacts).toBe(before.contacts - 1)
  })
})
