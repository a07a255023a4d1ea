import type { TestProject } from 'vitest/node'

import { createThrowawayDatabase } from '../support/throwaway-database'
import { runScript } from '../support/run-script'
import { TEST_PAYLOAD_SECRET } from '../support/test-env'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** The embedded cluster's folder; null when TEST_DATABASE_URL names an outside server. */
    databaseDataDir: string | null
  }
}

/** One empty database per run, migrated once; stopped even when migrating fails. */
export default async function setup(project: TestProject) {
  const database = await createThrowawayDatabase('int')
  try {
    await runScript('migrate.ts', { DATABASE_URL: database.url, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET })
  } catch (error) {
    await database.dispose()
    throw error
  }
  project.provide('databaseUrl', database.url)
  project.provide('databaseDataDir', database.dataDir)
  return async () => {
    await database.dispose()
  }
}
