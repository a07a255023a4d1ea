import { runWithDatabase } from './lib/run-with-database'
import { nextCommand } from './lib/next-bin'

await runWithDatabase(...nextCommand('dev', ...process.argv.slice(2)))
