/**
 * The Docker image runs Next's standalone server; no Docker engine runs here, so this builds
 * that same artifact (into .next-standalone/), lays it out as the Dockerfile does, starts
 * `node server.js` on a throwaway embedded Postgres and checks it migrates, seeds and serves.
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createThrowawayDatabase } from '../tests/support/throwaway-database'
import { TEST_ADMIN, TEST_PAYLOAD_SECRET } from '../tests/support/test-env'

const distDir = '.next-standalone'
const port = 3297

if (process.argv[2] !== '--no-build') {
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  })
}
const app = path.join(distDir, 'standalone')
cpSync(path.join(distDir, 'static'), path.join(app, distDir, 'static'), { recursive: true })
if (existsSync('public')) cpSync('public', path.join(app, 'public'), { recursive: true })

const database = await createThrowawayDatabase('standalone')
const mediaDir = mkdtempSync(path.join(tmpdir(), 'standalone-media-'))
const server = spawn(process.execPath, ['server.js'], {
  cwd: app,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    MEDIA_DIR: mediaDir,
  },
})

async function get(pathname: string) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`)
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' }
}

let failed = false
try {
  const started = Date.now()
  for (;;) {
    const health = await get('/api/health').catch(() => null)
    if (health?.status === 200) break
    if (Date.now() - started > 60_000) throw new Error('standalone server not healthy within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const checks: [string, () => Promise<boolean>][] = [
    ['landing page with seeded content', async () => (await get('/')).text.includes('Obamacare')],
    ['legal page', async () => (await get('/privacy-policy')).text.includes('Política de Privacidad')],
    ['admin login (Spanish)', async () => (await get('/admin/login')).text.includes('Iniciar sesión')],
    ['uploaded logo served (sharp works)', async () => {
      const insurers = JSON.parse((await get('/api/insurers?depth=1&limit=1')).text) as { docs: { logo: { url: string } }[] }
      const logo = await get(new URL(insurers.docs[0].logo.url, 'http://site').pathname)
      return logo.status === 200 && logo.type.startsWith('image/png')
    }],
    ['static assets', async () => {
      const script = /<script[^>]*src="([^"]+\.js)"/.exec((await get('/')).text)?.[1]
      return Boolean(script) && (await get(script!)).status === 200
    }],
  ]
  for (const [name, check] of checks) {
    const ok = await check().catch(() => false)
    console.log(`${ok ? 'ok  ' : 'FAIL'} standalone: ${name}`)
    failed ||= !ok
  }
} catch (error) {
  console.error(`FAIL standalone: ${(error as Error).message}`)
  failed = true
} finally {
  server.kill('SIGTERM')
  await database.dispose()
  rmSync(mediaDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
