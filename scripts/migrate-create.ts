/** Usage: npm run migrate:create -- <name> */
import { runPayloadTask } from '../tooling/payload-task'

await runPayloadTask('migrate-create', process.argv.slice(2), { SEED_ON_START: 'false' })
