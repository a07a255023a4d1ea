/**
 * How fast a carrier's book-of-business report imports (issue 36, item 5: 10 000 rows within a minute). Run by hand:
 *
 *   npx tsx bench/policy-import.ts
 *
 * On a throwaway, migrated database, RUNS times (default 3): uploads a generated report of BENCH_ROWS rows
 * (default 10 000) of new people, previews it and applies it as the queue's job does, then checks a second
 * import finds every row «sin cambios». Prints each run and the median rows per second (preview + apply).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { TEST_PAYLOAD_SECRET } from '../tooling/test-env'
import { createThrowawayDatabase } from '../tooling/throwaway-database'
import { median } from './lib/target'

const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')
const rows = Number(process.env.BENCH_ROWS || 10_000)

const database = await createThrowawayDatabase('bench_policy_import')
try {
  const env = { ...process.env, DATABASE_URL: database.url, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET, SEED_ON_START: 'false' }
  await run(tsx, ['scripts/migrate.ts'], { env, timeout: 300_000 })
  const { stdout } = await run(tsx, ['bench/lib/policy-import-run.ts'], { env, timeout: 900_000, maxBuffer: 16 * 1024 * 1024 })
  const measures = stdout
    .split('\n')
    .filter((line) => line.startsWith('{"run"'))
    .map((line) => JSON.parse(line) as { run: number; previewMs: number; applyMs: number; totalMs: number })
  for (const measure of measures) {
    console.log(
      `run ${measure.run + 1}: preview ${Math.round(measure.previewMs)} ms, apply ${Math.round(measure.applyMs)} ms, ` +
        `${Math.round(rows / (measure.totalMs / 1000))} rows/s`,
    )
  }
  const perSecond = median(measures.map((measure) => rows / (measure.totalMs / 1000)))
  console.log(`policy import: ${rows} rows, median ${Math.round(perSecond)} rows/s (${(rows / perSecond).toFixed(1)} s per import)`)
} finally {
  await database.dispose()
}
