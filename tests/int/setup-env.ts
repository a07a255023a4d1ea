import { inject } from 'vitest'

import { TEST_PAYLOAD_SECRET } from '../support/test-env'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
// Each test states the data it needs; nothing is seeded behind its back.
process.env.SEED_ON_START = 'false'
