import { runPayloadTask } from '../tooling/payload-task'

await runPayloadTask('seed')
