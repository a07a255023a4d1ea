/** Adds whatever default content is missing (run through scripts/seed.ts, which provides the database). */
import { seed } from '../../src/seed/seed'
import { closePayload, openPayload } from '../../tooling/payload'
import { taskStarted } from '../../tooling/task-started'

taskStarted()
const payload = await openPayload()
await seed(payload)
const counts = await Promise.all(
  (['services', 'testimonials', 'insurers', 'licensed-states', 'legal-documents', 'users'] as const).map(
    async (collection) => `${collection}=${(await payload.count({ collection, overrideAccess: true })).totalDocs}`,
  ),
)
console.log(`[seed] done: ${counts.join(' ')}`)
closePayload(payload)
process.exit(0)
