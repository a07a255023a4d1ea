/** Fails when a module in src/ reads process.env outside src/lib/server and the instrumentation hook (tooling/env-reads.ts). */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { misplacedEnvironmentReads } from '../../tooling/env-reads'

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && existsSync(file))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }))

const reads = misplacedEnvironmentReads(files)
if (reads.length) {
  console.error(`process.env read outside src/lib/server (ask src/lib/server/server-env.ts instead):\n  ${reads.join('\n  ')}`)
  process.exit(1)
}
console.log(`environment reads: ${files.length} files in src, all reads in src/lib/server or the instrumentation hook`)
