import { describe, expect, it } from 'vitest'
import { openPayload } from '../../../tooling/payload'
import { startCluster, stopCluster, terminateSessions } from '../../../tooling/postgres-control'
import { intWorker } from '../../support/int-worker'

const countServices = async () => (await (await openPayload()).count({ collection: 'services' })).totalDocs

describe('database outage', () => {
  it('Payload survives Postgres stopping and works again once it is back, without a restart', async () => {
    const before = await countServices()
    const dataDir = intWorker().databaseDataDir
    const url = new URL(intWorker().databaseUrl)

    if (dataDir) {
      stopCluster(dataDir)
      try {
        await expect(countServices()).rejects.toThrow()
      } finally {
        startCluster(dataDir, Number(url.port))
      }
    } else {
      await terminateSessions(url.toString())
    }

    // The pool's dead connections are dropped (no crash on the 'error' event) and new ones work.
    await expect.poll(() => countServices().catch(() => -1), { timeout: 15_000, interval: 250 }).toBe(before)
  })
})
