import { ConfigError, checkProductionConfig } from '../src/lib/server/server-env'
import { loadDotEnv } from '../tooling/load-env'
import { runWithDatabase } from '../tooling/run-with-database'
import { serverCommand } from '../tooling/server-bin'

loadDotEnv()
;(process.env as Record<string, string>).NODE_ENV = 'production'
try {
  checkProductionConfig({ warn: false })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Refusing to start: ${error.message}`)
  process.exit(1)
}

await runWithDatabase(...serverCommand(...process.argv.slice(2)), { NODE_ENV: 'production' })
