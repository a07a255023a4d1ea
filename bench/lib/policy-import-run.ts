/**
 * The measured part of bench/policy-import.ts, in its own process (DATABASE_URL set by the launcher, so the
 * config loads against the throwaway database): RUNS imports of BENCH_ROWS new rows each, preview and apply as
 * the job does them. Prints one JSON line per run.
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { readReport } from '../../src/policies/import/report-csv'
import { applyImport, startImport } from '../../src/policies/import/run-import'
import { generatedCarrierReport } from '../../tooling/carrier-report'
import { closePayload, openPayload } from '../../tooling/payload'

const rows = Number(process.env.BENCH_ROWS || 10_000)
const runs = Number(process.env.RUNS || 3)

const payload = await openPayload()
const user = await payload.create({
  collection: 'users',
  data: { email: `bench-${Date.now()}@agencia.example`, password: `clave-bench-${randomUUID()}`, roles: ['staff'], npn: '17654321' },
})
for (let run = 0; run < runs; run++) {
  const carrier = await payload.create({
    collection: 'insurers',
    data: { name: `Bench ${run} ${Date.now()}`, showOnSite: false, order: 999 },
  })
  const report = readReport(generatedCarrierReport(rows, `R${run}-`))
  const started = performance.now()
  const preview = await startImport(payload, { carrierId: carrier.id, line: 'segun-plan', fileName: 'bench.csv', report, user }, 'Bench')
  const previewed = performance.now()
  await applyImport(payload, preview.id)
  const applied = performance.now()
  const again = await startImport(payload, { carrierId: carrier.id, line: 'segun-plan', fileName: 'bench.csv', report, user }, 'Bench')
  if (again.counts?.['sin-cambios'] !== rows) throw new Error(`re-import changed rows: ${JSON.stringify(again.counts)}`)
  console.log(JSON.stringify({ run, previewMs: previewed - started, applyMs: applied - previewed, totalMs: applied - started }))
}
closePayload(payload)
process.exit(0)
