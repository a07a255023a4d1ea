/**
 * The command tests/int/platform/dev-launcher.test.ts hands the dev launcher: prints, as JSON, whether the
 * launcher said the database was still starting when this command began, how long that lasted,
 * and what the database then answered.
 */
import { existsSync } from 'node:fs'

import pg from 'pg'

const startingFile = process.env.DATABASE_STARTING_FILE
const startingAtFirst = Boolean(startingFile && existsSync(startingFile))
const started = Date.now()
while (startingFile && existsSync(startingFile) && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 50))
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
const { rows } = await client.query('select 1 as answer')
await client.end()
console.log(JSON.stringify({ startingAtFirst, waitedMs: Date.now() - started, answer: rows[0].answer }))
