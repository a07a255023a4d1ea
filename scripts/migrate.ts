import { ensureDatabase } from './lib/database'
import { loadDotEnv } from './lib/load-env'

loadDotEnv()
process.env.SEED_ON_START = 'false'
const database = await ensureDatabase()
process.env.DATABASE_URL = database.url
const { openPayload, closePayload } = await import('./lib/payload')
const { migrations } = await import('../src/migrations')
const { runMigrations } = await import('../src/seed/on-init')
const payload = await openPayload()
await runMigrations(payload)
console.log(`[migrate] ${migrations.length} migration(s) applied or already present`)
closePayload(payload)
await database.stop()
process.exit(0)
