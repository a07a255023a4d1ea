// @vitest-environment node
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { misplacedBrowserGlobals, misplacedEnvironmentReads } from '../../../../tooling/runtime-globals'

describe('misplacedEnvironmentReads (tests/steps/check-runtime-globals.ts)', () => {
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
})

describe('misplacedBrowserGlobals', () => {
  it('names a browser global in pure src/lib or src/lib/server, not in src/lib/browser or components', () => {
    const files = [
      { path: 'src/lib/phone.ts', text: 'export const here = () => window.location.href' },
      { path: 'src/lib/server/client-ip.ts', text: 'export const ua = () => navigator.userAgent\n// a legal document. Not code' },
      { path: 'src/lib/browser/scroll.ts', text: 'export const top = () => window.scrollY' },
      { path: 'src/components/layout/MobileMenu.tsx', text: "export const menu = () => document.getElementById('menu')" },
    ]
    expect(misplacedBrowserGlobals(files)).toEqual([
      'src/lib/phone.ts:1: export const here = () => window.location.href',
      'src/lib/server/client-ip.ts:1: export const ua = () => navigator.userAgent',
    ])
  })
})

describe("today's tree", () => {
  it('passes the step', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx')
    const { stdout } = await promisify(execFile)(tsx, ['tests/steps/check-runtime-globals.ts'], { timeout: 30_000 })
    expect(stdout).toMatch(/process\.env only in src\/lib\/server and instrumentation, no browser global in lib/)
  }, 40_000)
})
