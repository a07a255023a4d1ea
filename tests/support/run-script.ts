import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs one of the project's scripts with tsx in its own process, as a developer would. */
export async function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<string> {
  const tsx = path.resolve('node_modules/.bin/tsx')
  const { stdout } = await run(tsx, [path.join('scripts', script), ...args], {
    env: { ...process.env, ...env },
    timeout: 120_000,
  })
  return stdout
}
