import { runPayloadTask } from '../tooling/payload-task'

// `npm run restore -- [--force] <archive>`: into DATABASE_URL (or the embedded database) and MEDIA_DIR.
await runPayloadTask('restore', process.argv.slice(2), { SEED_ON_START: 'false' })
