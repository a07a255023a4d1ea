import { nextCommand } from '../tooling/next-bin'
import { runWithDatabase } from '../tooling/run-with-database'

await runWithDatabase(...nextCommand('dev', ...process.argv.slice(2)), {}, { startBeforeDatabase: true })
