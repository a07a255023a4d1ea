/**
 * Server configuration read once from the environment. Production refuses weak or missing
 * secrets; development gets documented defaults so `npm run dev` works on a fresh clone.
 */
import { createHash } from 'node:crypto'

import { startupFindings, WEBHOOK_SECRET_MIN_LENGTH } from './startup-checks'

const DEV_PAYLOAD_SECRET = 'dev-only-secret-change-me-0123456789abcdef'

export class ConfigError extends Error {}

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production'
}

function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret && secret.length >= 32) return secret
  // `next build` evaluates the config but signs nothing; the running server must have one.
  if (isBuildPhase()) return 'next-build-phase-placeholder-secret-not-used'
  if (isProduction()) {
    throw new ConfigError(
      secret
        ? 'PAYLOAD_SECRET must be at least 32 characters long in production.'
        : 'PAYLOAD_SECRET is required in production (at least 32 characters).',
    )
  }
  return secret || DEV_PAYLOAD_SECRET
}

const RECORDS_KEY_MIN_LENGTH = 32

/**
 * RECORDS_HMAC_KEY: the key of the signed records' fingerprints (src/records/record-hash.ts).
 * Kept outside the database, so whoever can rewrite a row cannot make its fingerprint match.
 * It never changes: the records signed with it are verified with it for 10 years (a new key
 * would be a new fingerprint version). Production refuses to start without it; development
 * derives one from PAYLOAD_SECRET.
 */
export function recordsHmacKey(): string {
  const key = process.env.RECORDS_HMAC_KEY
  if (key && key.length >= RECORDS_KEY_MIN_LENGTH) return key
  if (isBuildPhase()) return 'next-build-phase-placeholder-key-not-used'
  if (isProduction()) {
    throw new ConfigError(
      key
        ? `RECORDS_HMAC_KEY must be at least ${RECORDS_KEY_MIN_LENGTH} characters long in production.`
        : `RECORDS_HMAC_KEY is required in production (at least ${RECORDS_KEY_MIN_LENGTH} characters, openssl rand -hex 32): ` +
            'it keys the fingerprints of the signed records.',
    )
  }
  return key || createHash('sha256').update(`records-hmac-key:${payloadSecret()}`).digest('hex')
}

/** The port this server listens on (server/start.mjs sets it once bound; `next dev` defaults to 3000). */
export function listeningPort(): string {
  return process.env.PORT || '3000'
}

/**
 * MIGRATION_DATABASE_URL: the database as the role that owns the tables, for the migrations
 * only (src/db/startup.ts); the site itself connects as DATABASE_URL's role, which owns nothing
 * (docs/operations.md, "Database roles"). Unset: the migrations use DATABASE_URL too (development).
 */
export const migrationDatabaseUrl = (): string | undefined => process.env.MIGRATION_DATABASE_URL?.trim() || undefined

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  // Only `next build` may lack a database: nothing connects during the build.
  return 'postgres://build:build@127.0.0.1:1/unset'
}

/**
 * Reads a variable when the server runs. The build replaces `process.env.NEXT_PUBLIC_…` (even
 * `process.env[constant]`) with the value it saw, and the build (Docker's) does not know the
 * site's address: a name passed in as an argument is not known to it.
 */
function runtimeVariable(name: string): string | undefined {
  return process.env[name]
}

const DEV_SERVER_URL = 'http://localhost:3000'
const SERVER_URL_VARIABLE = 'NEXT_PUBLIC_SERVER_URL'

/**
 * The site's public address, without a trailing slash: canonical links, Open Graph, the
 * sitemap, robots.txt, JSON-LD and the admin all build absolute URLs from it. Production
 * refuses to start without it (checkProductionConfig): a wrong canonical address tells search
 * engines the site lives elsewhere.
 */
export function publicServerUrl(): string {
  const configured = runtimeVariable(SERVER_URL_VARIABLE)?.trim()
  if (configured) {
    if (!/^https?:\/\/[^/\s]+/i.test(configured) || !URL.canParse(configured)) {
      throw new ConfigError(
        `${SERVER_URL_VARIABLE} must be the site's full public address, such as https://www.example.com (got "${configured}").`,
      )
    }
    return configured.replace(/\/+$/, '')
  }
  if (isProduction() && !isBuildPhase()) {
    throw new ConfigError(`${SERVER_URL_VARIABLE} is required in production: the site's public address, such as https://www.example.com.`)
  }
  return DEV_SERVER_URL
}

const ADMIN_ORIGINS_VARIABLE = 'ADMIN_ORIGINS'

/**
 * The origins the admin may be used from: the public address, plus those in ADMIN_ORIGINS
 * (comma- or space-separated, such as https://agencia.example). Payload accepts the session
 * cookie only from these (its `csrf` list) and answers them cross-origin (`cors`).
 */
export function adminOrigins(): string[] {
  const extra = (runtimeVariable(ADMIN_ORIGINS_VARIABLE) ?? '').split(/[\s,]+/).filter(Boolean)
  for (const origin of extra) {
    if (!/^https?:\/\/[^/\s]+\/?$/i.test(origin) || !URL.canParse(origin)) {
      throw new ConfigError(
        `${ADMIN_ORIGINS_VARIABLE} must list origins such as https://agencia.example, without a path (got "${origin}").`,
      )
    }
  }
  return [...new Set([publicServerUrl(), ...extra].map((origin) => new URL(origin).origin))]
}

/**
 * The shared secret Vapi sends with every server message (docs/leads.md, "Voice assistant calls"), or
 * null when unset or too short (a guessable secret would let anyone write leads): the voice
 * webhook then refuses everything.
 */
export function vapiWebhookSecret(): string | null {
  const secret = process.env.VAPI_WEBHOOK_SECRET?.trim()
  return secret && secret.length >= WEBHOOK_SECRET_MIN_LENGTH ? secret : null
}

/**
 * The secret of a Vapi custom credential of type HMAC (docs/leads.md, "Voice assistant calls"), or null
 * when unset or under 32 characters. When set, the voice webhook takes only signed requests.
 */
export function vapiWebhookHmacSecret(): string | null {
  const secret = process.env.VAPI_WEBHOOK_HMAC_SECRET?.trim()
  return secret && secret.length >= WEBHOOK_SECRET_MIN_LENGTH ? secret : null
}

/**
 * The start-up checks, run once when the server starts (the instrumentation hook, in every mode):
 * throws the first ConfigError for what production refuses to start with (a missing or weak
 * secret, a wrong public address, the settings of src/lib/server/startup-checks.ts), and writes one
 * warning line for each setting that would make a feature fail without a word. `npm start`
 * checks before it starts the database and leaves the warnings to the server (`warn: false`).
 */
export function checkProductionConfig({ warn = true }: { warn?: boolean } = {}): void {
  payloadSecret()
  publicServerUrl()
  adminOrigins()
  if (isBuildPhase()) return
  recordsHmacKey()
  const { refusals, warnings } = startupFindings(process.env, isProduction())
  if (refusals.length > 0) throw new ConfigError(refusals[0])
  if (warn) for (const warning of warnings) console.warn(`Warning: ${warning}`)
}

/** ADMIN_EMAIL and ADMIN_PASSWORD as set: the first staff account (src/seed/admin-user.ts checks them). */
export function firstAdminVariables(): { email: string | undefined; password: string | undefined } {
  return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
}

/** CONTACT_NOTIFY_TO: where new-contact e-mails go instead of the e-mail in *Datos de la agencia*. */
export const contactNotifyTo = (): string | undefined => process.env.CONTACT_NOTIFY_TO || undefined

/** MEDIA_DIR: the folder uploads are kept in when no bucket is set (S3_*). */
export const mediaDir = (): string => process.env.MEDIA_DIR || 'media'

/**
 * POLICY_DOCUMENTS_DIR: the folder private policy documents are kept in when no bucket is set. Never inside MEDIA_DIR:
 * the site serves every file in that folder to anyone.
 */
export const policyDocumentsDir = (): string => process.env.POLICY_DOCUMENTS_DIR || 'private-documents'

/**
 * The voice assistant's keys given to the build (NEXT_PUBLIC_VOICE_*), which win over those in
 * *Datos de la agencia*. Written out in full on purpose: the build replaces these names with
 * the values it saw.
 */
export function voiceKeysOfTheBuild(): { publicKey: string | undefined; assistantId: string | undefined } {
  return { publicKey: process.env.NEXT_PUBLIC_VOICE_PUBLIC_KEY, assistantId: process.env.NEXT_PUBLIC_VOICE_ASSISTANT_ID }
}

/** "host:port" of a Postgres URL, for messages that must not leak the password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}`
  } catch {
    return 'an unparseable DATABASE_URL'
  }
}

function milliseconds(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of milliseconds (0 turns it off).`)
  return value
}

/**
 * Limits on every database connection (payload.config.ts), so an overloaded or unreachable
 * Postgres turns into errors (503) instead of requests that wait for ever. 0 turns one off.
 * - connect: opening a connection (a stalled server accepts it and never answers);
 * - statement: Postgres cancels a statement running longer, lock waits included;
 * - idle in transaction: Postgres ends a session that holds a transaction open and does nothing;
 * - TCP keepalive: a connection to a server that vanished (no reset) fails instead of hanging.
 * There is no client-side limit per query (pg's query_timeout): when it fires on the BEGIN of a
 * transaction, drizzle never gives that connection back to the pool, and a few stalls exhaust it
 * (seen in tests/int/platform/database-stall.test.ts). Requests that must answer in time have a deadline
 * of their own instead (the contact endpoint, REST reads).
 */
export function databaseTimeouts() {
  // Generous: these are backstops against runaway statements, lock waits and dead servers, not
  // what keeps visitors' answers short (the endpoints' own deadlines do). With 5 s limits a few
  // staff logins answered 503 in a full e2e run on a heavily loaded 2-core machine. The connect
  // limit also bounds the wait for a free connection when the pool is busy.
  const statement = milliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 15_000)
  return {
    connectionTimeoutMillis: milliseconds('DATABASE_CONNECT_TIMEOUT_MS', 10_000),
    statement_timeout: statement,
    idle_in_transaction_session_timeout: statement && Math.max(30_000, 2 * statement),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  }
}

/** Whether start-up seeds an empty database (SEED_ON_START=false leaves it empty). */
export const seedOnStart = (): boolean => process.env.SEED_ON_START !== 'false'

/** A developer's machine (`npm run dev`): where the example book of business is seeded. */
export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development'
