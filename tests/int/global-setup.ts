import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'
import { TEST_PAYLOAD_SECRET } from '../../tooling/test-env'
import { createThrowawayDatabase } from '../../tooling/throwaway-database'
import { runScript } from '../support/run-script'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** The embedded cluster's folder; null when TEST_DATABASE_URL names an outside server. */
    databaseDataDir: string | null
    /** Where uploads go during the run (MEDIA_DIR), so tests never write into the project's media/. */
    mediaDir: string
    /** Where private policy documents go during the run (POLICY_DOCUMENTS_DIR), apart from the media. */
    policyDocumentsDir: string
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
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'int-media-'))
  project.provide('mediaDir', mediaDir)
  const policyDocumentsDir = mkdtempSync(path.join(tmpdir(), 'int-policy-documents-'))
  project.provide('policyDocumentsDir', policyDocumentsDir)
  return async () => {
    await database.dispose()
    rmSync(mediaDir, { recursive: true, force: true })
    rmSync(policyDocumentsDir, { recursive: true, force: true })
  }
}
