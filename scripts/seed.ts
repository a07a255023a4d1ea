import { ensureDatabase } from './lib/database'
import { loadDotEnv } from './lib/load-env'

loadDotEnv()
const database = await ensureDatabase()
process.env.DATABASE_URL = database.url
const { openPayload, closePayload } = await import('./lib/payload')
const { seed } = await import('../src/seed/seed')
const payload = await openPayload()
await seed(payload)
const counts = await Promise.all(
  (['services', 'testimonials', 'insurers', 'licensed-states', 'legal-documents', 'users'] as const).map(
    async (collection) => `${collection}=${(await payload.count({ collection, overrideAccess: true })).totalDocs}`,
  ),
)
console.log(`[seed] done: ${counts.join(' ')}`)
closePayload(payload)
await database.stop()
process.exit(0)
