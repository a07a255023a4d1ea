/**
 * Where src/ may read the environment: the server's configuration modules (src/lib/server) and
 * Next's instrumentation hook. Everything else asks them, so each setting has one reader, with
 * its default and its checks, and no module that could end up in the browser reads one.
 */
const mayRead = [/^src\/lib\/server\//, /^src\/instrumentation(-node)?\.ts$/]

/**
 * Reads left in place for now, with the reason. src/db is changed by another branch at the same
 * time: its one read (SEED_ON_START) moves to src/lib/server/server-env.ts when both have landed.
 */
const notYetMoved = new Set(['src/db/startup.ts'])

/** `process.env`, `process['env']`, or Node's `process` module (its `env` export). */
const environmentRead =
  /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\bfrom\s*['"](?:node:)?process['"]|require\(\s*['"](?:node:)?process['"]\s*\)/

export interface SourceFile {
  path: string
  text: string
}

/** `file:line` of each environment read outside the places allowed to read it. */
export function misplacedEnvironmentReads(files: SourceFile[]): string[] {
  return files
    .filter((file) => file.path.startsWith('src/') && !mayRead.some((pattern) => pattern.test(file.path)) && !notYetMoved.has(file.path))
    .flatMap((file) =>
      file.text.split('\n').flatMap((line, index) => (environmentRead.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
    )
}
