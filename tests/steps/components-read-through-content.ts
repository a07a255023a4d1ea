/**
 * Components never query Payload themselves: an admin component is handed the Payload instance
 * as a prop, so the import rule (.dependency-cruiser.cjs, admin-components-read-only-through-content)
 * cannot see a query made on it. Here any call of the Local API from src/components fails the
 * lint: the read belongs in src/content (the admin's in src/content/desk.ts), the component calls it.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const localApiMethods = [
  'find',
  'findByID',
  'findGlobal',
  'findVersions',
  'findDistinct',
  'count',
  'countVersions',
  'create',
  'update',
  'updateGlobal',
  'delete',
  'duplicate',
  'db',
  'jobs',
]
const localApiCall = new RegExp(`\\bpayload\\s*\\.\\s*(${localApiMethods.join('|')})\\b`)

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/components'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file))

const found: string[] = []
for (const file of files) {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if (localApiCall.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
  })
}
if (found.length) {
  console.error(`Components querying Payload (move the read to src/content and call it):\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(`components: ${files.length} files, none querying Payload`)
