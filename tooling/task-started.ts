import { writeFileSync } from 'node:fs'

/**
 * The first statement of every task under scripts/tasks: tells the launcher (run-with-database.ts)
 * that the task got past loading its modules and is about to do its work.
 */
export function taskStarted(): void {
  if (process.env.TASK_STARTED_FILE) writeFileSync(process.env.TASK_STARTED_FILE, '')
}
