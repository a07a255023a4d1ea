/**
 * The start-up checks (src/lib/server/startup-checks.ts through checkProductionConfig): settings that
 * would make a feature fail without a word are refused in production or named in one line.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConfigError, checkProductionConfig } from '../../../../src/lib/server/server-env'

const VARIABLES = [
  'NODE_ENV',
  'PAYLOAD_SECRET',
  'RECORDS_HMAC_KEY',
  'NEXT_PUBLIC_SERVER_URL',
  'ADMIN_ORIGINS',
  'PORT',
  'TRUST_PROXY',
  'VAPI_WEBHOOK_SECRET',
  'VAPI_WEBHOOK_HMAC_SECRET',
  'SMTP_HOST',
  'CONTACT_NOTIFY_TO',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'NEXT_PHASE',
]
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))
const env = process.env as Record<string, string | undefined>
let warnings: string[]

/** A healthy production configuration: nothing to refuse, nothing to say. */
function production(settings: Record<string, string> = {}) {
  for (const name of VARIABLES) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'x'.repeat(40),
    RECORDS_HMAC_KEY: 'k'.repeat(64),
    NEXT_PUBLIC_SERVER_URL: 'https://www.agencia.example',
    PORT: '3000',
    TRUST_PROXY: '1',
    SMTP_HOST: 'smtp.agencia.example',
    ...settings,
  })
}
function development(settings: Record<string, string> = {}) {
  production({ NODE_ENV: 'development', NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000', TRUST_PROXY: '0', ...settings })
  delete env.SMTP_HOST
  Object.assign(env, settings)
}

/** What the check throws, or null. */
function refusal(): string | null {
  try {
    checkProductionConfig()
    return null
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.message
  }
}

beforeEach(() => {
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
})
afterEach(() => {
  vi.restoreAllMocks()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
})

describe('start-up checks', () => {
  it('say nothing about a complete production configuration', () => {
    production({ VAPI_WEBHOOK_SECRET: 'v'.repeat(32) })
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([])
  })

  it('refuse a production start without RECORDS_HMAC_KEY or with a short one: the signed records could not be proven', () => {
    production()
    delete env.RECORDS_HMAC_KEY
    expect(refusal()).toMatch(/^RECORDS_HMAC_KEY is required in production \(at least 32 characters/)
    production({ RECORDS_HMAC_KEY: 'k'.repeat(31) })
    expect(refusal()).toBe('RECORDS_HMAC_KEY must be at least 32 characters long in production.')
    development()
    delete env.RECORDS_HMAC_KEY
    expect(refusal()).toBeNull()
  })

  it('refuse a production start with a VAPI_WEBHOOK_SECRET under 32 characters, naming the setting and the rule', () => {
    production({ VAPI_WEBHOOK_SECRET: 'short-secret' })
    const message = refusal()
    expect(message).toContain('VAPI_WEBHOOK_SECRET is 12 characters long')
    expect(message).toContain('at least 32')
    expect(message).toContain('401')
    expect(message).not.toContain('\n')
  })

  it('refuse a short VAPI_WEBHOOK_HMAC_SECRET in production too', () => {
    production({ VAPI_WEBHOOK_HMAC_SECRET: 'h'.repeat(31) })
    expect(refusal()).toContain('VAPI_WEBHOOK_HMAC_SECRET is 31 characters long')
  })

  it('only warn, in one line, about a short VAPI_WEBHOOK_SECRET in development', () => {
    development({ VAPI_WEBHOOK_SECRET: 'short-secret' })
    expect(refusal()).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Warning: VAPI_WEBHOOK_SECRET is 12 characters long; it must have at least 32/)
  })

  it('name SMTP_HOST once in production when staff e-mails would not go out', () => {
    production({ CONTACT_NOTIFY_TO: 'leads@agencia.example' })
    delete env.SMTP_HOST
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(/^Warning: SMTP_HOST is not set: new contact e-mails to leads@agencia\.example wait in the queue until it is/),
    ])
  })

  it('say nothing about SMTP in development, where e-mails go to the log on purpose', () => {
    development()
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([])
  })

  it('name a loopback public address on another port than the server listens on', () => {
    development({ PORT: '3001' })
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(/^Warning: NEXT_PUBLIC_SERVER_URL is http:\/\/localhost:3000 but this server listens on port 3001/),
    ])
  })

  it('leave the port alone behind a proxy, whose address is the public one', () => {
    production({ NEXT_PUBLIC_SERVER_URL: 'https://localhost', TRUST_PROXY: '1' })
    expect(warnings).toEqual([])
  })

  it('name an ADMIN_ORIGINS entry that is not the same site as the public address, and accept the same site', () => {
    production({ ADMIN_ORIGINS: 'https://agencia.example, https://intranet.agencia.example, http://192.168.1.20:3000' })
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Warning: ADMIN_ORIGINS lists http:\/\/192\.168\.1\.20:3000, which is not the same site as NEXT_PUBLIC_SERVER_URL/,
      ),
    ])
  })

  it('refuse a production start with S3 half configured, naming the missing settings', () => {
    production({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:4568' })
    const message = refusal()
    expect(message).toContain('S3_BUCKET, S3_ENDPOINT set but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing')
  })

  it('accept S3 with bucket, region and both keys, the endpoint being optional (AWS)', () => {
    production({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([])
  })

  it('only warn about S3 half configured in development', () => {
    development({ S3_SECRET_ACCESS_KEY: 'secret' })
    expect(refusal()).toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Warning: S3 storage is half configured: S3_SECRET_ACCESS_KEY set but S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID missing/,
      ),
    ])
  })

  it('check nothing of this while `next build` evaluates the config', () => {
    production({ VAPI_WEBHOOK_SECRET: 'short', NEXT_PHASE: 'phase-production-build' })
    expect(refusal()).toBeNull()
  })
})
