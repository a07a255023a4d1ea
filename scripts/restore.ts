import { runPayloadTask } from '../tooling/payload-task'

// `npm run restore -- [--force] <archive>`: into DATABASE_URL (or the embedded database), MEDIA_DIR and POLICY_DOCUMENTS_DIR.
await runPayloadTask('restore', process.argv.slice(2), { SEED_ON_START: 'false' })
