import { existsSync } from 'node:fs'

import { generateTypes } from 'payload/node'

import config from '../payload.config'

await generateTypes(await config)
const output = 'src/payload-types.ts'
// Payload leaves the file untouched when nothing changed, so only its absence is a failure.
if (!existsSync(output)) {
  console.error(`[generate:types] ${output} was not written`)
  process.exit(1)
}
console.log(`[generate:types] wrote ${output}`)
process.exit(0)
