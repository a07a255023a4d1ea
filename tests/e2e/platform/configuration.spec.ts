import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { freePort } from '../../../tooling/embedded-postgres'
import { serverCommand } from '../../../tooling/server-bin'
import { createDatabaseBeside } from '../../../tooling/throwaway-database'
import { e2eConfig } from '../../support/e2e-config'

type Outcome = { code: number | null; stdout: string; stderr: string }

/** Starts a command, collects its output until it exits or `waitMs` passes, then stops it. */
function runFor(command: string, args: string[], env: Record<string, string>, waitMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), waitMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

const productionEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: '',
  RECORDS_HMAC_KEY: 'r'.repeat(40),
  NEXT_PUBLIC_SERVER_URL: '',
}
const goodSecret = 'a'.repeat(40)
const publicUrl = 'https://www.agencia.example'

test.describe('bad configuration', () => {
  test('npm start refuses to run in production without PAYLOAD_SECRET, in one clear line', async () => {
    const result = await runFor(path.resolve('node_modules/.bin/tsx'), ['scripts/start.ts'], productionEnv, 20_000)
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe('Refusing to start: PAYLOAD_SECRET is required in production (at least 32 characters).')
  })

  test('the production server (as in Docker) refuses a short secret', async () => {
    const result = await runFor(...serverCommand('-p', '3297'), { ...productionEnv, PAYLOAD_SECRET: 'short' }, 30_000)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Refusing to start: PAYLOAD_SECRET must be at least 32 characters long in production.')
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  test('npm start refuses to run in production without NEXT_PUBLIC_SERVER_URL, in one clear line', async () => {
    const result = await runFor(
      path.resolve('node_modules/.bin/tsx'),
      ['scripts/start.ts'],
      { ...productionEnv, PAYLOAD_SECRET: goodSecret },
      20_000,
    )
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      "Refusing to start: NEXT_PUBLIC_SERVER_URL is required in production: the site's public address, such as https://www.example.com.",
    )
  })

  test('npm start refuses to run in production without RECORDS_HMAC_KEY, in one clear line', async () => {
    const env = { ...productionEnv, PAYLOAD_SECRET: goodSecret, NEXT_PUBLIC_SERVER_URL: publicUrl, RECORDS_HMAC_KEY: '' }
    const result = await runFor(path.resolve('node_modules/.bin/tsx'), ['scripts/start.ts'], env, 20_000)
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      'Refusing to start: RECORDS_HMAC_KEY is required in production (at least 32 characters, openssl rand -hex 32): ' +
        'it keys the fingerprints of the signed records.',
    )
  })

  test('the production server (as in Docker) refuses a public address that is not a full URL', async () => {
    const env = { ...productionEnv, PAYLOAD_SECRET: goodSecret, NEXT_PUBLIC_SERVER_URL: 'www.agencia.example' }
    const result = await runFor(...serverCommand('-p', '3297'), env, 30_000)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      "Refusing to start: NEXT_PUBLIC_SERVER_URL must be the site's full public address, such as https://www.example.com " +
        '(got "www.agencia.example").',
    )
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  test('an unreachable DATABASE_URL is named by host and port, without a stack dump', async () => {
    const result = await runFor(
      ...serverCommand('-p', '3298'),
      {
        ...productionEnv,
        PAYLOAD_SECRET: goodSecret,
        NEXT_PUBLIC_SERVER_URL: publicUrl,
        DATABASE_URL: 'postgres://agencia:secreto@127.0.0.1:1/agencia',
      },
      8_000,
    )
    expect(result.stderr).toContain('cannot reach the database at 127.0.0.1:1')
    expect(result.stderr).not.toContain('secreto')
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  // Settings that would make a feature fail without a word (src/lib/server/startup-checks.ts). Nothing
  // listens at DATABASE_URL: the checks come before any database work.
  const silentFailureEnv = async () => {
    const port = await freePort()
    return {
      port,
      env: {
        ...productionEnv,
        PAYLOAD_SECRET: goodSecret,
        NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: 'postgres://agencia:secreto@127.0.0.1:1/agencia',
      },
    }
  }

  test('the production server refuses a VAPI_WEBHOOK_SECRET under 32 characters, naming the setting and the rule in one line', async () => {
    test.setTimeout(90_000)
    const { port, env } = await silentFailureEnv()
    const result = await runFor(
      ...serverCommand('-H', '127.0.0.1', '-p', String(port)),
      { ...env, VAPI_WEBHOOK_SECRET: 'too-short-secret' },
      60_000,
    )
    expect(result.code, `still running after 60 s, stderr:\n${result.stderr}`).toBe(1)
    expect(result.stderr.split('\n').filter((line) => line.includes('VAPI_WEBHOOK_SECRET'))).toEqual([
      expect.stringMatching(/^Refusing to start: VAPI_WEBHOOK_SECRET is 16 characters long; it must have at least 32 .*401/),
    ])
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  test('the production server refuses S3 settings without their keys, naming the missing ones', async () => {
    test.setTimeout(90_000)
    const { port, env } = await silentFailureEnv()
    const result = await runFor(
      ...serverCommand('-H', '127.0.0.1', '-p', String(port)),
      { ...env, S3_BUCKET: 'media', S3_REGION: 'us-east-1' },
      60_000,
    )
    expect(result.code, `still running after 60 s, stderr:\n${result.stderr}`).toBe(1)
    expect(result.stderr).toMatch(/^Refusing to start: S3 storage is half configured: .* S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing/m)
  })

  test('the production server refuses an ADMIN_PASSWORD the password rule refuses, instead of a 500 on its first page', async () => {
    test.setTimeout(90_000)
    const { port, env } = await silentFailureEnv()
    const result = await runFor(
      ...serverCommand('-H', '127.0.0.1', '-p', String(port)),
      { ...env, ADMIN_EMAIL: 'dueno@agencia.example', ADMIN_PASSWORD: 'corta' },
      60_000,
    )
    expect(result.code, `still running after 60 s, stderr:\n${result.stderr}`).toBe(1)
    expect(result.stderr).toMatch(/^Refusing to start: ADMIN_PASSWORD is refused by the password rule/m)
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  test('the production server refuses an empty database it cannot seed (no ADMIN_EMAIL), instead of serving an empty site', async () => {
    // It used to log «Job runner not started yet» and serve on: the first visits cached the empty
    // database's reads for a year, and `/` kept answering 500 after a restart with the settings.
    test.setTimeout(150_000)
    const { databaseUrl } = JSON.parse(readFileSync(e2eConfig.infoFile, 'utf8')) as { databaseUrl: string }
    const empty = await createDatabaseBeside(databaseUrl, 'empty_start')
    try {
      const { port, env } = await silentFailureEnv()
      const result = await runFor(
        ...serverCommand('-H', '127.0.0.1', '-p', String(port)),
        { ...env, DATABASE_URL: empty.url, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ADMIN_WARM_UP: 'false' },
        120_000,
      )
      expect(result.code, `still running after 120 s, stderr:\n${result.stderr}`).toBe(1)
      expect(result.stderr).toMatch(
        /^Refusing to start: ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first admin in production\./m,
      )
      expect(result.stderr).not.toMatch(/^\s+at /m)
    } finally {
      await empty.dispose()
    }
  })
})
