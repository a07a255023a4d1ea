import { existsSync } from 'node:fs'

/** Scripts run outside Next, which loads .env by itself; do the same here. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env')
}
