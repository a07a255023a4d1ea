/** Applies pending migrations (run through scripts/migrate.ts, which provides the database). */
import { runMigrations } from '../../src/db/startup'
import { migrations } from '../../src/migrations'
import { closePayload, openPayload } from '../../tooling/payload'
import { taskStarted } from '../../tooling/task-started'

taskStarted()
const payload = await openPayload()
await runMigrations(payload)
console.log(`[migrate] ${migrations.length} migration(s) applied or already present`)
closePayload(payload)
process.exit(0)
