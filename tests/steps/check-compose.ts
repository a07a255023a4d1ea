/**
 * No Docker engine runs here, so the deployment files are checked offline:
 * - docker-compose must accept docker-compose.yml (with .env.example as .env), and the file must
 *   keep the properties docs/operations.md promises: only Caddy is published, the app is reached on the
 *   internal network and trusts exactly one proxy, data lives in named volumes;
 * - Debian's caddy must accept the Caddyfile (`caddy validate`) as compose runs it and for a
 *   real domain, and its adapted config must hold what the site relies on: HTTPS by Let's
 *   Encrypt for a domain, compression, the app as upstream, and the same body limits as the app.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bodyLimits, defaultBodyLimit } from '../../src/lib/request-body-limits.mjs'

const caddy = process.env.CADDY_PATH || 'caddy'
const dir = mkdtempSync(path.join(tmpdir(), 'compose-'))
const failures: string[] = []
const check = (name: string, ok: boolean) => {
  if (!ok) failures.push(name)
  return ok
}

/** The lines of one service in `docker-compose config`'s output (services are indented by two spaces). */
function serviceBlock(config: string, service: string): string {
  const start = config.indexOf(`\n  ${service}:\n`)
  if (start < 0) return ''
  const rest = config.slice(start + 1)
  const end = rest.slice(1).search(/\n {2}\S|\n\S/)
  return end < 0 ? rest : rest.slice(0, end + 1)
}

const BACKUP_SCRIPT = 'docker/backup/agencia-backup.sh'
const APP_ROLE_SCRIPT = 'docker/postgres/initdb/10-app-role.sh'

const escapeRegExp = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The nightly backup service (docs/backups.md). */
function backupExpectations(config: string, postgres: string): [string, boolean][] {
  const backup = serviceBlock(config, 'backup')
  const postgresImage = /image: (\S+)/.exec(postgres)?.[1]
  return [
    [
      'backup service built on the same postgres image as the database (matching pg_dump)',
      new RegExp(`POSTGRES_IMAGE: ${escapeRegExp(postgresImage)}\\n`).test(backup) && /context: .*docker\/backup\n/.test(backup),
    ],
    ['backup service passes the age recipient', /BACKUP_AGE_RECIPIENT: /.test(backup)],
    ['backup service runs the nightly loop', /- nightly\n/.test(backup)],
    ['backup service keeps 14 days', /BACKUP_KEEP_DAYS: '14'/.test(backup)],
    // docker-compose itself refuses a named volume that is not declared at the top level.
    ['backup service writes to the named backups volume', /- backups:\/backups/.test(backup)],
    ['backup service archives the media volume', /- media:\/media/.test(backup)],
    ['backup service archives the policy documents volume', /- policy-documents:\/policy-documents\b/.test(backup)],
    ['backup service waits for a healthy postgres', /condition: service_healthy/.test(backup)],
    ['backup service health check on the age of the newest archive', /-mmin/.test(backup)],
  ]
}

/**
 * What `docker build` leaves out of its context (.dockerignore, Docker's glob patterns; a folder's
 * pattern covers what it holds): no `.env` file (Next's standalone output would copy it into
 * the image) and no backup archive reaches the image.
 */
function checkDockerContext() {
  const patterns = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  check('.dockerignore has no exceptions (the check below reads none)', !patterns.some((pattern) => pattern.startsWith('!')))
  const ignored = (file: string) => patterns.some((pattern) => path.matchesGlob(file, pattern) || file.startsWith(`${pattern}/`))
  const secrets = [
    '.env',
    '.env.production',
    '.env.local',
    'backups/agencia-2026-11-23T02-30-00Z.tar.gz',
    'agencia-2026-11-23T02-30-00Z.tar.gz.age',
  ]
  for (const file of secrets) check(`.dockerignore leaves ${file} out of the image's build context`, ignored(file))
  check('.dockerignore keeps the sources in', !['package.json', 'src/app/(site)/page.tsx', 'next.config.mjs'].some(ignored))
  return secrets.length + 2
}

/** The backup service's script: bash's own syntax check, then shellcheck's (installed by ensure-test-tools.sh). */
function checkBackupScript() {
  for (const script of [BACKUP_SCRIPT, APP_ROLE_SCRIPT]) {
    execFileSync('bash', ['-n', script])
    execFileSync('shellcheck', [script], { stdio: 'inherit' })
  }
}

function checkCompose() {
  copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
  copyFileSync('.env.example', path.join(dir, '.env'))
  copyFileSync('Dockerfile', path.join(dir, 'Dockerfile'))
  copyFileSync('Caddyfile', path.join(dir, 'Caddyfile'))
  mkdirSync(path.join(dir, 'docker/backup'), { recursive: true })
  copyFileSync('docker/backup/Dockerfile', path.join(dir, 'docker/backup/Dockerfile'))
  const config = execFileSync('docker-compose', ['-f', path.join(dir, 'docker-compose.yml'), 'config'], { cwd: dir, encoding: 'utf8' })
  const postgres = serviceBlock(config, 'postgres')
  const app = serviceBlock(config, 'app')
  const proxy = serviceBlock(config, 'caddy')
  const redis = serviceBlock(config, 'redis')
  const expectations: [string, boolean][] = [
    ['postgres image pinned to a version', /image: postgres:\d+\.\d+/.test(postgres)],
    ['postgres health check', /pg_isready/.test(postgres)],
    ['app waits for a healthy postgres', /condition: service_healthy/.test(app)],
    ['app health check uses /api/health', /\/api\/health/.test(app)],
    ['app reached on the internal network only (expose 3000, no ports)', /expose:\n\s+- '3000'/.test(app) && !/ports:/.test(app)],
    ['postgres not published', !/ports:/.test(postgres)],
    // docs/operations.md "Database roles": the site's role owns nothing; the owner only migrates.
    ['postgres creates the app role on its first start', /docker-entrypoint-initdb\.d/.test(postgres) && /APP_DB_USER: /.test(postgres)],
    [
      "app connects as the app role, the owner's URL only for migrations",
      /\bDATABASE_URL: postgres:\/\/agencia_app:/.test(app) && /MIGRATION_DATABASE_URL: postgres:\/\/agencia:/.test(app),
    ],
    ['app trusts exactly one proxy (TRUST_PROXY=1)', /TRUST_PROXY: '1'/.test(app)],
    ['caddy image pinned to a version', /image: caddy:\d+\.\d+\.\d+/.test(proxy)],
    ['caddy publishes 80 and 443', ['80', '443'].every((port) => new RegExp(`published: ${port}\\b`).test(proxy))],
    ['caddy is the only published service', (config.match(/published:/g) ?? []).length === (proxy.match(/published:/g) ?? []).length],
    ['caddy serves SITE_DOMAIN (localhost by default)', /SITE_DOMAIN: localhost/.test(proxy)],
    ['caddy proxies to every replica of the app', /APP_UPSTREAMS: dynamic a app 3000/.test(proxy)],
    ['app can be scaled (no container_name, no host port)', !/container_name:/.test(app) && !/ports:/.test(app)],
    [
      'app shares redis (REDIS_URL) and waits for it',
      /REDIS_URL: redis:\/\/redis:6379/.test(app) && /redis:\n\s+condition: service_healthy/.test(app),
    ],
    ['redis health check', /redis-cli/.test(redis) && /ping/.test(redis)],
    ['redis memory bounded, evicting only keys with an expiry', /--maxmemory\n\s+- 256mb/.test(redis) && /- volatile-lru/.test(redis)],
    ['redis not published', !/ports:/.test(redis)],
    ['Caddyfile mounted read-only', /Caddyfile:\/etc\/caddy\/Caddyfile:ro/.test(proxy)],
    ['caddy keeps its certificates in a volume', /caddy-data:\/data/.test(proxy)],
    ['named volumes for the database and uploads', /postgres-data:/.test(config) && /media:/.test(config)],
    // Each connection is an open file: Docker's usual 1 024 would cap the visitors the app and Caddy can hold.
    ...[app, proxy].map((service, n): [string, boolean] => [
      `${n === 0 ? 'app' : 'caddy'} may open 65 536 files (ulimits nofile)`,
      /nofile:\n\s+hard: 65536\n\s+soft: 65536/.test(service),
    ]),
    ...backupExpectations(config, postgres),
  ]
  for (const [name, ok] of expectations) check(`docker-compose.yml: ${name}`, ok)
  return expectations.length
}

type Json = Record<string, unknown>

/** Every object in a JSON tree. */
function* objects(node: unknown): Generator<Json> {
  if (Array.isArray(node)) for (const item of node) yield* objects(item)
  else if (node && typeof node === 'object') {
    yield node as Json
    for (const value of Object.values(node)) yield* objects(value)
  }
}

function runCaddy(command: 'validate' | 'adapt', env: Record<string, string>): string {
  // Caddy's own files (certificates, local authority) go to a throwaway home.
  const home = path.join(dir, 'caddy-home')
  return execFileSync(caddy, [command, '--adapter', 'caddyfile', '--config', 'Caddyfile'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...env },
  })
}

function checkCaddyfile() {
  for (const env of [{}, { SITE_DOMAIN: 'www.example.com' }] as Record<string, string>[]) {
    try {
      runCaddy('validate', env)
    } catch (error) {
      check(`caddy validate with ${JSON.stringify(env)}: ${(error as { stderr?: string }).stderr ?? error}`, false)
    }
  }
  const config = JSON.parse(runCaddy('adapt', { SITE_DOMAIN: 'www.example.com' })) as Json
  const all = [...objects(config)]
  const handlers = (name: string) => all.filter((node) => node.handler === name)
  const expected = [...bodyLimits, defaultBodyLimit].map((limit) => limit.maxBytes).sort((a, b) => a - b)
  const thresholds = all
    .map((node) => (typeof node.expression === 'string' ? /> (\d+)$/.exec(node.expression)?.[1] : undefined))
    .filter(Boolean)
    .map(Number)
  const expectations: [string, boolean][] = [
    [
      'a domain is served on 443 for that host only',
      JSON.stringify(config).includes('"listen":[":443"]') && JSON.stringify(config).includes('"www.example.com"'),
    ],
    [
      "HTTPS is automatic (Let's Encrypt for a domain, HTTP redirected): not switched off, no internal issuer forced",
      !JSON.stringify(config).includes('automatic_https') && !JSON.stringify(config).includes('"internal"'),
    ],
    ['the admin API is off', (config.admin as Json | undefined)?.disabled === true],
    ['responses are compressed', handlers('encode').length === 1],
    [
      "the app's replicas are the upstreams, from Docker's DNS",
      JSON.stringify(handlers('reverse_proxy')).includes('"dynamic_upstreams":{"name":"app","port":"3000","source":"a"}'),
    ],
    [
      'a request to an instance that does not answer is tried on another',
      JSON.stringify(handlers('reverse_proxy')).includes('"try_duration":20000000000'),
    ],
    ['X-Real-IP from clients is dropped', JSON.stringify(handlers('reverse_proxy')).includes('X-Real-IP')],
    [
      "body limits (request_body) are the app's (src/lib/request-body-limits.mjs)",
      JSON.stringify(
        handlers('request_body')
          .map((node) => node.max_size)
          .sort((a, b) => Number(a) - Number(b)),
      ) === JSON.stringify(expected),
    ],
    [
      'slow clients are cut: headers within 10 s, a whole request within 150 s',
      JSON.stringify(config).includes('"read_header_timeout":10000000000') &&
        JSON.stringify(config).includes('"read_timeout":150000000000'),
    ],
    [
      'small bodies (64 KiB: every form a visitor sends) are read whole before the app sees them',
      JSON.stringify(handlers('reverse_proxy')).includes('"buffer_requests":true') &&
        JSON.stringify(handlers('reverse_proxy')).includes('"max_buffer_size":65536'),
    ],
    [
      'declared lengths over those limits are answered 413 at once',
      JSON.stringify([...new Set(thresholds)].sort((a, b) => a - b)) === JSON.stringify([...new Set(expected)]),
    ],
  ]
  for (const [name, ok] of expectations) check(`Caddyfile: ${name}`, ok)
  return expectations.length + 2
}

try {
  const count = checkCompose() + checkCaddyfile() + checkDockerContext()
  checkBackupScript()
  if (failures.length) {
    console.error(`Deployment files are missing:\n- ${failures.join('\n- ')}`)
    process.exitCode = 1
  } else {
    console.log(`docker-compose.yml and Caddyfile are valid (${count} properties checked)`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
