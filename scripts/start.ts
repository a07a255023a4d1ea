import { loadDotEnv } from './lib/load-env'
import { ConfigError, payloadSecret } from '../src/lib/server-env'
import { runWithDatabase } from './lib/run-with-database'

loadDotEnv()
;(process.env as Record<string, string>).NODE_ENV = 'production'
try {
  payloadSecret()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Refusing to start: ${error.message}`)
  process.exit(1)
}

await runWithDatabase('npx', ['next', 'start', ...process.argv.slice(2)], { NODE_ENV: 'production' })
