/**
 * Fails when a module in src/ reads process.env outside src/lib/server and the instrumentation
 * hook, or when src/lib's pure top level or src/lib/server uses a browser global (tooling/runtime-globals.ts).
 */
import { projectFiles } from '../../tooling/project-files'
import { misplacedBrowserGlobals, misplacedEnvironmentReads } from '../../tooling/runtime-globals'

const files = projectFiles(/\.(ts|tsx|mjs|cjs|js)$/, ['src'])

const problems = [
  ...misplacedEnvironmentReads(files).map((read) => `${read}  (read it in src/lib/server, e.g. server-env.ts)`),
  ...misplacedBrowserGlobals(files).map((use) => `${use}  (browser code belongs in src/lib/browser or a 'use client' module)`),
]
if (problems.length) {
  console.error(`Globals used where the code does not run:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `runtime globals: ${files.length} files in src; process.env only in src/lib/server and instrumentation, no browser global in lib`,
)
