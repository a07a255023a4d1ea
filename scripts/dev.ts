import { runWithDatabase } from './lib/run-with-database'

await runWithDatabase('npx', ['next', 'dev', ...process.argv.slice(2)])
