import { existsSync, statSync } from 'node:fs'

import { generateTypes } from 'payload/node'

const { default: config } = await import('../payload.config')
const started = Date.now()
await generateTypes(await config)
const output = 'src/payload-types.ts'
if (!existsSync(output) || statSync(output).mtimeMs < started) {
  console.error(`[generate:types] ${output} was not written`)
  process.exit(1)
}
console.log(`[generate:types] wrote ${output}`)
process.exit(0)
