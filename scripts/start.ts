import { loadDotEnv } from './lib/load-env'
import { ConfigError, payloadSecret } from '../src/lib/server-env'
import { runWithDatabase } from './lib/run-with-database'
import { nextCommand } from './lib/next-bin'

loadDotEnv()
;(process.env as Record<string, string>).NODE_ENV = 'production'
try {
  payloadSecret()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Refusing to start: ${error.message}`)
  process.exit(1)
}

await runWithDatabase(...nextCommand('start', ...process.argv.slice(2)), { NODE_ENV: 'production' })
