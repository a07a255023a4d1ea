import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'
import { TEST_PAYLOAD_SECRET } from '../../tooling/test-env'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../tooling/throwaway-database'
import type { IntWorkerResources } from '../support/int-worker'
import { INT_WORKERS } from '../support/int-workers'
import { runScript } from '../support/run-script'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One entry per int worker (tests/support/int-worker.ts). */
    intWorkers: IntWorkerResources[]
  }
}

/** One empty, migrated database (and upload folders) per int worker; everything stopped even when migrating fails. */
export default async function setup(project: TestProject) {
  const databases: ThrowawayDatabase[] = []
  const folders: string[] = []
  const folder = (label: string) => {
    const made = mkdtempSync(path.join(tmpdir(), label))
    folders.push(made)
    return made
  }
  const teardown = async () => {
    await Promise.all(databases.map((database) => database.dispose()))
    for (const made of folders) rmSync(made, { recursive: true, force: true })
  }
  try {
    const workers = await Promise.all(
      Array.from({ length: INT_WORKERS }, async (): Promise<IntWorkerResources> => {
        const database = await createThrowawayDatabase('int')
        databases.push(database)
        await runScript('migrate.ts', { DATABASE_URL: database.url, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET })
        return {
          databaseUrl: database.url,
          databaseDataDir: database.dataDir,
          mediaDir: folder('int-media-'),
          policyDocumentsDir: folder('int-policy-documents-'),
        }
      }),
    )
    project.provide('intWorkers', workers)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
