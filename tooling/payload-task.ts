import path from 'node:path'

import { runWithDatabase } from './run-with-database'

/**
 * Runs scripts/tasks/<name>.ts in its own Node process on the project's database (DATABASE_URL,
 * else the embedded one, started here first), so the task can import the Payload config
 * statically with DATABASE_URL already set. Every task calls taskStarted() first (see
 * run-with-database.ts for why).
 */
export function runPayloadTask(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<void> {
  const task = path.resolve('scripts/tasks', `${name}.ts`)
  return runWithDatabase(process.execPath, ['--import', 'tsx', task, ...args], env, { restartIfStalledBeforeStart: true })
}
