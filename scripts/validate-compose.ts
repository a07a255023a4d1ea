/**
 * No Docker engine runs here, so the compose file is checked offline: docker-compose must
 * accept it (with .env.example as .env) and it must keep the properties the README promises.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'compose-'))
try {
  copyFileSync('docker-compose.yml', path.join(dir, 'docker-compose.yml'))
  copyFileSync('.env.example', path.join(dir, '.env'))
  copyFileSync('Dockerfile', path.join(dir, 'Dockerfile'))
  const normalized = execFileSync('docker-compose', ['-f', path.join(dir, 'docker-compose.yml'), 'config'], {
    cwd: dir,
    encoding: 'utf8',
  })
  const expectations: [string, RegExp][] = [
    ['postgres image pinned to a version', /image: postgres:\d+\.\d+/],
    ['postgres health check', /pg_isready/],
    ['app waits for a healthy postgres', /condition: service_healthy/],
    ['app health check uses /api/health', /\/api\/health/],
    ['app published on port 3000', /published: 3000|3000:3000/],
    ['named volume for the database', /postgres-data:/],
  ]
  const missing = expectations.filter(([, pattern]) => !pattern.test(normalized)).map(([name]) => name)
  if (missing.length) {
    console.error(`docker-compose.yml is missing: ${missing.join('; ')}`)
    process.exit(1)
  }
  console.log(`docker-compose.yml is valid (${expectations.length} properties checked)`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
