import { readFileSync } from 'node:fs'

import { generateImportMap } from 'payload'

import config from '../payload.config'

await generateImportMap(await config, { log: true, force: true })
const file = 'src/app/(payload)/admin/importMap.js'
if (!readFileSync(file, 'utf8').includes('export const importMap')) {
  console.error(`[generate:importmap] ${file} was not written`)
  process.exit(1)
}
process.exit(0)
