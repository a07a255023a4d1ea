/**
 * The one runner of the checks `npm test` runs outside Vitest and Playwright: each check is a
 * tests/steps/check-*.ts file run in its own process, in the order below; the first that fails
 * stops the group with its exit code. `tsx tests/steps/run-checks.ts <group>`.
 */
import { spawnSync } from 'node:child_process'

const groups: Record<string, string[]> = {
  // `npm run lint`, after Biome and dependency-cruiser
  lint: [
    'check-line-length',
    'check-file-names',
    'check-floors-hold-no-wing',
    'check-advisory-locks',
    'check-components-never-query',
    'check-payload-versions',
    'check-browser-imports',
    'check-runtime-globals',
    'check-doc-links',
  ],
  // `npm run test:compose`
  compose: ['check-compose', 'check-backup-service'],
  // `npm run test:standalone`
  standalone: ['check-standalone'],
}

const group = process.argv[2] ?? ''
const checks = groups[group]
if (!checks) {
  console.error(`Usage: tsx tests/steps/run-checks.ts <${Object.keys(groups).join('|')}>`)
  process.exit(2)
}
for (const check of checks) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `tests/steps/${check}.ts`], { stdio: 'inherit' })
  if (run.status !== 0) {
    console.error(`${check} failed`)
    process.exit(run.status ?? 1)
  }
}
