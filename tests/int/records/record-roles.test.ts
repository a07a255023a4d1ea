/**
 * Issue 33, item 10 and finding 12: a signed record is provable even against the database's
 * own credentials. The app connects with a role created as docker compose creates it
 * (docker/postgres/initdb/10-app-role.sh): it owns no table, so it cannot switch the records'
 * trigger off, truncate or drop; migrations run as the owner (MIGRATION_DATABASE_URL). And a
 * record rewritten by whoever can (the owner), with its SHA-256 recomputed, shows as altered:
 * the fingerprint is keyed with a secret kept outside the database (RECORDS_HMAC_KEY).
 */
import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stableJson } from '@/lib/stable-json'
import type { SignedRecord } from '@/payload-types'
import { factsOf, recordIsIntact } from '@/records/record-hash'
import { writeSignedRecord } from '@/records/write-record'
import { createDatabaseBeside } from '../../../tooling/throwaway-database'
import { intWorker } from '../../support/int-worker'
import { runScript } from '../../support/run-script'

const ownerUrl = intWorker().databaseUrl
const APP_ROLE = `agencia_app_${process.pid}`
const APP_PASSWORD = `clave-${randomUUID()}`

/** Runs compose's init script against `databaseUrl` as its owner; the app role's URL for that database. */
async function createAppRole(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl)
  await promisify(execFile)('bash', ['docker/postgres/initdb/10-app-role.sh'], {
    env: {
      ...process.env,
      POSTGRES_USER: decodeURIComponent(url.username),
      POSTGRES_DB: url.pathname.slice(1),
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGPASSWORD: decodeURIComponent(url.password),
      APP_DB_USER: APP_ROLE,
      APP_DB_PASSWORD: APP_PASSWORD,
    },
  })
  const app = new URL(databaseUrl)
  app.username = APP_ROLE
  app.password = APP_PASSWORD
  return app.toString()
}

let payload: Payload
let appPool: pg.Pool
let ownerPool: pg.Pool

async function newRecord(): Promise<SignedRecord> {
  return writeSignedRecord(
    payload,
    {
      kind: 'marketplace-consent',
      lead: null,
      link: null,
      agent: null,
      rescinds: null,
      textId: 'marketplace-consent',
      textVersion: 'v1',
      shownText: 'Autorizo a la agencia a ayudarme con mi solicitud del Mercado.',
      choices: null,
      signerName: 'Rosa Pérez',
      representativeName: null,
      representativeRelationship: null,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (prueba)',
    },
    new Date(),
  )
}

const reread = (id: number) => payload.findByID({ collection: 'signed-records', id, depth: 0, context: { internalRead: true } })

beforeAll(async () => {
  const appUrl = await createAppRole(ownerUrl)
  appPool = new pg.Pool({ connectionString: appUrl, max: 2 })
  ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 2 })
  // Payload, as the running site, connects as the app role; the config reads DATABASE_URL when loaded.
  process.env.DATABASE_URL = appUrl
  process.env.MIGRATION_DATABASE_URL = ownerUrl
  const { openPayload } = await import('../../../tooling/payload')
  payload = await openPayload()
})

afterAll(async () => {
  await appPool?.end()
  await ownerPool?.end()
  process.env.DATABASE_URL = ownerUrl
  delete process.env.MIGRATION_DATABASE_URL
})

describe('the app connects with a role that owns no table', () => {
  it('Payload, connected as the app role, writes a record and reads it back whole', async () => {
    const record = await newRecord()
    const { rows } = await appPool.query('select current_user as me, signer_name from signed_records where id = $1', [record.id])
    expect(rows).toEqual([{ me: APP_ROLE, signer_name: 'Rosa Pérez' }])
    const stored = await reread(record.id)
    expect(stored.shownText).toBe('Autorizo a la agencia a ayudarme con mi solicitud del Mercado.')
    expect(recordIsIntact(stored)).toBe(true)
  })

  it('the app role cannot switch the trigger off, bypass triggers, change, truncate or drop the records', async () => {
    const record = await newRecord()
    const refusals: [string, RegExp][] = [
      ['alter table signed_records disable trigger signed_records_refuse_change', /must be owner/],
      ['alter table signed_records disable trigger all', /must be owner/],
      ['set session_replication_role = replica', /permission denied/],
      [`update signed_records set signer_name = 'Otra Persona' where id = ${record.id}`, /cannot be changed/],
      [`delete from signed_records where id = ${record.id}`, /must be kept until/],
      ['truncate signed_records', /permission denied/],
      ['drop table signed_records cascade', /must be owner/],
      ['drop trigger signed_records_refuse_change on signed_records', /must be owner/],
      ['create table public.sombra (id int)', /permission denied/],
      [`alter role ${APP_ROLE} superuser`, /permission denied/],
    ]
    for (const [statement, error] of refusals) {
      await expect(appPool.query(statement), statement).rejects.toThrow(error)
    }
    expect((await ownerPool.query('select signer_name from signed_records where id = $1', [record.id])).rows).toEqual([
      { signer_name: 'Rosa Pérez' },
    ])
    const owned = await ownerPool.query("select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = $1", [
      APP_ROLE,
    ])
    expect(owned.rows[0].n).toBe(0)
  })
})

describe('the keyed fingerprint', () => {
  it('a record rewritten by the owner with its SHA-256 recomputed shows as altered', async () => {
    const record = await newRecord()
    const forged = { ...factsOf(record), signerName: 'Otra Persona', shownText: 'Un texto que la persona nunca vio.' }
    const recomputed = createHash('sha256').update(stableJson(forged), 'utf8').digest('hex')
    await ownerPool.query(`begin; alter table signed_records disable trigger signed_records_refuse_change;
      update signed_records set signer_name = 'Otra Persona', shown_text = 'Un texto que la persona nunca vio.',
        content_hash = '${recomputed}' where id = ${record.id};
      alter table signed_records enable trigger signed_records_refuse_change; commit;`)
    const stored = await reread(record.id)
    expect(stored.signerName).toBe('Otra Persona')
    expect(recordIsIntact(stored)).toBe(false)
  })
})

describe('migrations run as the owner', () => {
  it('a fresh database migrates with MIGRATION_DATABASE_URL; the app role then starts on it without owning anything', async () => {
    const fresh = await createDatabaseBeside(ownerUrl, 'roles')
    try {
      const appUrl = await createAppRole(fresh.url)
      const output = await runScript('migrate.ts', { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: fresh.url, SEED_ON_START: 'false' })
      expect(output).toContain('[migrate]')
      // Started again as the app role alone: nothing left to migrate, nothing it may not do.
      await runScript('migrate.ts', { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: '', SEED_ON_START: 'false' })
      const owner = new pg.Client({ connectionString: fresh.url })
      await owner.connect()
      try {
        const owners = await owner.query("select distinct tableowner from pg_tables where schemaname = 'public'")
        expect(owners.rows).toEqual([{ tableowner: decodeURIComponent(new URL(fresh.url).username) }])
      } finally {
        await owner.end()
      }
      const app = new pg.Client({ connectionString: appUrl })
      await app.connect()
      try {
        expect((await app.query('select count(*)::int as n from signed_records')).rows).toEqual([{ n: 0 }])
        await expect(app.query('alter table signed_records disable trigger all')).rejects.toThrow(/must be owner/)
      } finally {
        await app.end()
      }
    } finally {
      await fresh.dispose()
    }
  })
})
