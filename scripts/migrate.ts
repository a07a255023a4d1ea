import { runPayloadTask } from '../tooling/payload-task'

await runPayloadTask('migrate', [], { SEED_ON_START: 'false' })
