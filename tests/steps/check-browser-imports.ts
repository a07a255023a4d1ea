/**
 * Fails when browser code (anything a 'use client' module imports, at any depth) reaches a
 * server package, a Node built-in or src/lib/server (tooling/browser-reach.ts says why this is
 * not a dependency-cruiser rule).
 */
import { browserCodeReachingServerModules } from '../../tooling/browser-reach'

const chains = await browserCodeReachingServerModules()
if (chains.length) {
  console.error(`Browser code reaches server-only modules:\n  ${chains.map((chain) => chain.join(' → ')).join('\n  ')}`)
  process.exit(1)
}
console.log("browser imports: nothing a 'use client' module reaches is server-only")
