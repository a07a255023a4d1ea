/**
 * embedded-postgres registers async-exit-hook: its `beforeExit` handler called process.exit(0),
 * so any process that merely loaded it (the int tests' global setup among them) ended with
 * status 0 even when tests had failed, and CI passed on failing tests; its 'exit' handler throws
 * once the other is gone. The project's helper must leave a process's own status alone.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')
const helper = JSON.stringify(path.resolve('tooling/embedded-postgres.ts'))

async function exitStatus(afterImport: string): Promise<number> {
  const script = `import(${helper}).then(() => { ${afterImport} })`
  return run(tsx, ['--eval', script], { timeout: 30_000 }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  )
}

describe('a process that loads the embedded Postgres helper', () => {
  it('keeps a failing status it sets (a failed test run stays failed)', async () => {
    expect(await exitStatus('process.exitCode = 3')).toBe(3)
  })

  it('still ends with status 0 when nothing failed', async () => {
    expect(await exitStatus('')).toBe(0)
  })
})
