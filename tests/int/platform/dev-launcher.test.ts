/**
 * `npm run dev` starts Next while its embedded Postgres starts (on a fresh clone, initdb first),
 * so the compile does not wait for the database: the command runs at once, is told the database is
 * still starting (DATABASE_STARTING_FILE exists), and finds it answering once the file is gone.
 */
import { execFile } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
// The launcher runs in an empty folder, as on a fresh clone: tsx is found through the project.
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href
const folder = mkdtempSync(path.join(tmpdir(), 'dev-launcher-'))
// Run as root, the embedded Postgres runs as the postgres user, who must reach its data folder.
chmodSync(folder, 0o755)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('the dev launcher starts the command before a fresh embedded Postgres is ready, then the database answers', async () => {
  const launcher = [
    `import { runWithDatabase } from ${JSON.stringify(path.join(root, 'tooling/run-with-database.ts'))}`,
    `await runWithDatabase(process.execPath, [${JSON.stringify(path.join(root, 'tests/support/dev-launcher-child.mjs'))}], {},`,
    '  { startBeforeDatabase: true })',
  ].join('\n')
  const env = { ...process.env }
  delete env.DATABASE_URL
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsxLoader, '--input-type=module', '-e', launcher], {
    cwd: folder,
    env,
    timeout: 120_000,
  })
  const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
  expect(report.startingAtFirst).toBe(true)
  expect(report.waitedMs).toBeGreaterThan(0)
  expect(report.answer).toBe(1)
}, 150_000)
