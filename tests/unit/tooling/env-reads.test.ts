// @vitest-environment node
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { misplacedEnvironmentReads } from '../../../tooling/env-reads'

describe('misplacedEnvironmentReads (tests/steps/check-env-reads.ts)', () => {
  it('names each read of the environment outside src/lib/server, with file and line', () => {
    const files = [
      {
        path: 'src/leads/notifications/recipient.ts',
        text: "const to = () => process.env.CONTACT_NOTIFY_TO\nexport { to }\nconst all = process['env']",
      },
      { path: 'src/lib/time.ts', text: "import { env } from 'node:process'\nexport const zone = env.TZ" },
      { path: 'src/components/Banner.tsx', text: "export const key = process.env.NEXT_PUBLIC_VOICE_PUBLIC_KEY ?? ''" },
    ]
    expect(misplacedEnvironmentReads(files)).toEqual([
      'src/leads/notifications/recipient.ts:1: const to = () => process.env.CONTACT_NOTIFY_TO',
      "src/leads/notifications/recipient.ts:3: const all = process['env']",
      "src/lib/time.ts:1: import { env } from 'node:process'",
      "src/components/Banner.tsx:1: export const key = process.env.NEXT_PUBLIC_VOICE_PUBLIC_KEY ?? ''",
    ])
  })

  it('lets src/lib/server, the instrumentation hook and everything outside src read it', () => {
    const read = 'export const url = process.env.REDIS_URL'
    const files = [
      'src/lib/server/redis.ts',
      'src/instrumentation.ts',
      'src/instrumentation-node.ts',
      'scripts/dev.ts',
      'payload.config.ts',
    ]
    expect(misplacedEnvironmentReads(files.map((file) => ({ path: file, text: read })))).toEqual([])
  })

  it("passes today's tree", async () => {
    const tsx = path.resolve('node_modules/.bin/tsx')
    const { stdout } = await promisify(execFile)(tsx, ['tests/steps/check-env-reads.ts'], { timeout: 30_000 })
    expect(stdout).toMatch(/all reads in src\/lib\/server or the instrumentation hook/)
  }, 40_000)
})
