import { markFrontServer } from '../../src/lib/server/peer-address.mjs'
import { TEST_PAYLOAD_SECRET } from '../../tooling/test-env'
import { intWorker } from '../support/int-worker'

process.env.DATABASE_URL = intWorker().databaseUrl
process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
process.env.MEDIA_DIR = intWorker().mediaDir
process.env.POLICY_DOCUMENTS_DIR = intWorker().policyDocumentsDir
// Each test states the data it needs; nothing is seeded behind its back.
process.env.SEED_ON_START = 'false'
// These tests call the route handlers in-process, in the place of server/start.mjs: like it,
// they pass each request's client address in its peer-address header (tests/support/contact-api.ts).
markFrontServer()
