/**
 * Writes a new migration from the difference between the config and the last snapshot.
 * Usage: npm run migrate:create -- <name>
 */
import { existsSync, readdirSync } from 'node:fs'

import { ensureDatabase } from './lib/database'
import { loadDotEnv } from './lib/load-env'

loadDotEnv()
const name = process.argv[2] || 'change'
process.env.SEED_ON_START = 'false'
const database = await ensureDatabase()
process.env.DATABASE_URL = database.url
const { openPayload, closePayload } = await import('./lib/payload')
const payload = await openPayload()
const before = new Set(readdirSync('src/migrations'))
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true, skipEmpty: true })
const created = readdirSync('src/migrations').filter((file) => !before.has(file))
closePayload(payload)
await database.stop()
if (!created.length || !existsSync('src/migrations/index.ts')) {
  console.error('[migrate:create] no migration written (no schema change?)')
  process.exit(1)
}
console.log(`[migrate:create] wrote ${created.join(', ')}`)
process.exit(0)
