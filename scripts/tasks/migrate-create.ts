/**
 * Writes a new migration from the difference between the config and the last snapshot
 * (run through scripts/migrate-create.ts, which provides the database).
 */
import { existsSync, readdirSync } from 'node:fs'

import { closePayload, openPayload } from '../../tooling/payload'
import { taskStarted } from '../../tooling/task-started'

taskStarted()
const name = process.argv[2] || 'change'
const payload = await openPayload()
const before = new Set(readdirSync('src/migrations'))
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true, skipEmpty: true })
const created = readdirSync('src/migrations').filter((file) => !before.has(file))
closePayload(payload)
if (!created.length || !existsSync('src/migrations/index.ts')) {
  console.error('[migrate:create] no migration written (no schema change?)')
  process.exit(1)
}
console.log(`[migrate:create] wrote ${created.join(', ')}`)
process.exit(0)
