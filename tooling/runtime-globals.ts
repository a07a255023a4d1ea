/**
 * The globals a module may use depend on where it runs, and TypeScript cannot tell (one
 * tsconfig for browser and server code, with the DOM's types and Node's both in scope).
 *
 * The environment: read only by the server's configuration modules (src/lib/server) and Next's
 * instrumentation hook. Everything else asks them, so each setting has one reader, with its
 * default and its checks, and no module that could end up in the browser reads one.
 *
 * The browser's globals (window, document…): never in src/lib's pure top level nor in
 * src/lib/server, which run on the server.
 */
import { linesMatching, type SourceFile } from './project-files'

export type { SourceFile }

const mayReadEnvironment = [/^src\/lib\/server\//, /^src\/instrumentation(-node)?\.ts$/]

/** `process.env`, `process['env']`, or Node's `process` module (its `env` export). */
const environmentRead =
  /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\bfrom\s*['"](?:node:)?process['"]|require\(\s*['"](?:node:)?process['"]\s*\)/

const mayNotUseBrowserGlobals = /^src\/lib\/(?:[^/]+|server\/.+)$/
const browserGlobal = /\b(?:window|document|navigator|localStorage|sessionStorage)\.[A-Za-z]/

/** Each read of the environment in src/ outside the places allowed to read it. */
export function misplacedEnvironmentReads(files: SourceFile[]): string[] {
  const checked = files.filter((file) => file.path.startsWith('src/') && !mayReadEnvironment.some((pattern) => pattern.test(file.path)))
  return linesMatching(checked, environmentRead)
}

/** Each use of a browser global in src/lib's pure top level or in src/lib/server. */
export function misplacedBrowserGlobals(files: SourceFile[]): string[] {
  return linesMatching(
    files.filter((file) => mayNotUseBrowserGlobals.test(file.path)),
    browserGlobal,
  )
}
