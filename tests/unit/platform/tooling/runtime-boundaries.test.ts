// @vitest-environment node
/**
 * The import rules of src/lib's split (pure, server, browser) and the walk from 'use client'
 * modules fire on a module that breaks them, and today's tree keeps them. The fixtures are
 * written into src/ for the length of a test (git ignores *.lint-fixture.*): the rules match
 * paths. One file, so no other test cruises src/ while a fixture is there.
 */
import { rmSync, writeFileSync } from 'node:fs'

import { afterEach, describe, expect, it } from 'vitest'

import { browserCodeReachingServerModules, leadingDirective } from '../../../../tooling/browser-reach'
import { cruiseProject } from '../../../../tooling/dependency-graph'

const written: string[] = []
afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true })
})

function fixture(path: string, lines: string[]): string {
  written.push(path)
  writeFileSync(path, `${lines.join('\n')}\n`)
  return path
}

/** Cruising starts dependency-cruiser and reads the files each fixture imports: seconds on a busy machine. */
const cruising = { timeout: 60_000 }

/** 'rule: target' of each violation whose import starts in `file`. */
async function violationsOf(file: string): Promise<string[]> {
  const { summary } = await cruiseProject([file])
  return summary.violations.filter((violation) => violation.from === file).map((violation) => `${violation.rule.name}: ${violation.to}`)
}

describe('the import rules of src/lib (.dependency-cruiser.cjs)', cruising, () => {
  it('refuse pure src/lib code importing a server package, a Node built-in, lib/server or lib/browser', async () => {
    const file = fixture('src/lib/server-reach.lint-fixture.ts', [
      "import { createClient } from 'redis'",
      "import { getPayload } from 'payload'",
      "import { headers } from 'next/headers'",
      "import { createHash } from 'node:crypto'",
      "import { redisUrl } from './server/redis'",
      "import { sectionHref } from './browser/scroll'",
      'export const all = [createClient, getPayload, headers, createHash, redisUrl, sectionHref]',
    ])
    const rule = 'pure-lib-imports-no-server-or-browser-code'
    expect((await violationsOf(file)).sort()).toEqual(
      [
        `${rule}: crypto`,
        `${rule}: node_modules/next/headers.js`,
        `${rule}: node_modules/payload/dist/index.js`,
        `${rule}: node_modules/redis/dist/index.js`,
        `${rule}: src/lib/browser/scroll.ts`,
        `${rule}: src/lib/server/redis.ts`,
      ].sort(),
    )
  })

  it('let pure src/lib code import types from server packages and browser-safe entries', async () => {
    const file = fixture('src/lib/types-only.lint-fixture.ts', [
      "import type { Payload } from 'payload'",
      "import type { SharedRedis } from './server/redis'",
      "import { fieldAffectsData } from 'payload/shared'",
      "import { telHref } from './phone'",
      'export const all = [fieldAffectsData, telHref]',
      'export type Both = [Payload, SharedRedis]',
    ])
    expect(await violationsOf(file)).toEqual([])
  })

  it('refuse src/lib/browser code importing lib/server, a server package or a Node built-in', async () => {
    const file = fixture('src/lib/browser/server-reach.lint-fixture.ts', [
      "import { readFile } from 'node:fs/promises'",
      "import nodemailer from 'nodemailer'",
      "import { clientIp } from '../server/client-ip'",
      'export const all = [readFile, nodemailer, clientIp]',
    ])
    const rule = 'lib-browser-imports-no-server-code'
    expect((await violationsOf(file)).sort()).toEqual(
      [`${rule}: fs/promises`, `${rule}: node_modules/nodemailer/lib/nodemailer.js`, `${rule}: src/lib/server/client-ip.ts`].sort(),
    )
  })

  it('see packages: a site component importing Payload or the voice SDK is refused', async () => {
    const file = fixture('src/components/package-reach.lint-fixture.ts', [
      "import { getPayload } from 'payload'",
      "import Vapi from '@vapi-ai/web'",
      'export const all = [getPayload, Vapi]',
    ])
    expect((await violationsOf(file)).sort()).toEqual([
      'components-never-read-the-database: node_modules/payload/dist/index.js',
      'only-vapi-client-imports-the-voice-sdk: node_modules/@vapi-ai/web/dist/vapi.js',
    ])
  })
})

describe("what 'use client' modules reach (tests/steps/check-browser-imports.ts)", cruising, () => {
  it('reports a client component reaching src/lib/server or a Node built-in through a plain module, with the chain', async () => {
    const client = fixture('src/components/ClientReach.lint-fixture.tsx', [
      '/** A client component. */',
      "'use client'",
      "import { helper } from './helper.lint-fixture'",
      'export const ClientReach = () => helper.length',
    ])
    const helper = fixture('src/components/helper.lint-fixture.ts', [
      "import { readFileSync } from 'node:fs'",
      "import { clientIp } from '@/lib/server/client-ip'",
      'export const helper = [readFileSync, clientIp]',
    ])
    expect((await browserCodeReachingServerModules([client])).sort()).toEqual([
      [client, helper, 'fs'],
      [client, helper, 'src/lib/server/client-ip.ts'],
    ])
  })

  it('follows no type-only import and no server action (the browser gets only a reference to it)', async () => {
    const client = fixture('src/components/ClientTypes.lint-fixture.tsx', [
      "'use client'",
      "import type { Payload } from 'payload'",
      "import type { SharedRedis } from '@/lib/server/redis'",
      "import { sendContactForm } from '@/app/(site)/contacto/send-contact-form'",
      'export const ClientTypes = (payload: Payload, redis: SharedRedis) => [payload, redis, sendContactForm]',
    ])
    expect(await browserCodeReachingServerModules([client])).toEqual([])
  })

  it('reads the directive after comments, not a string further down', () => {
    expect(leadingDirective("// note\n/* more */\n'use client'\nexport {}")).toBe('use client')
    expect(leadingDirective('"use server"\n')).toBe('use server')
    expect(leadingDirective("import x from 'y'\n'use client'\n")).toBeNull()
  })
})

describe("today's tree", cruising, () => {
  it('breaks no import rule in src and no browser code reaches a server-only module', async () => {
    const { summary } = await cruiseProject(['src'])
    expect(summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)).toEqual([])
    expect(await browserCodeReachingServerModules()).toEqual([])
  })
})
