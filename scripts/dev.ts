import { nextCommand } from '../tooling/next-bin'
import { runWithDatabase } from '../tooling/run-with-database'

// Telemetry off, as for `npm run build`. Next compiles while the embedded Postgres starts.
await runWithDatabase(...nextCommand('dev', ...process.argv.slice(2)), { NEXT_TELEMETRY_DISABLED: '1' }, { startBeforeDatabase: true })
