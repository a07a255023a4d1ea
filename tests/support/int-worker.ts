import { inject } from 'vitest'

/** What one int worker owns (tests/int/global-setup.ts): its own database cluster and upload folders. */
export type IntWorkerResources = {
  databaseUrl: string
  /** The embedded cluster's folder; null when TEST_DATABASE_URL names an outside server. */
  databaseDataDir: string | null
  /** Where uploads go (MEDIA_DIR), so tests never write into the project's media/. */
  mediaDir: string
  /** Where private policy documents go (POLICY_DOCUMENTS_DIR), apart from the media. */
  policyDocumentsDir: string
}

/**
 * This test file's worker's resources. The int files run two at a time, one per worker; each worker has its own
 * database, so a file still sees only what it and the files before it in the same worker wrote, as in a serial run.
 */
export function intWorker(): IntWorkerResources {
  const workers = inject('intWorkers')
  const poolId = Number(process.env.VITEST_POOL_ID || 1)
  return workers[(poolId - 1) % workers.length]
}
