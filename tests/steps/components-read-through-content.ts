/**
 * Components never query Payload themselves: an admin component is handed the Payload instance
 * as a prop, so the import rule (.dependency-cruiser.cjs, admin-components-read-only-through-content)
 * cannot see a query made on it. Here any call of the Local API from src/components fails the
 * lint: the read belongs in src/content (the admin's in src/leads/read/desk.ts), the component calls it.
 */
import { linesMatching, projectFiles } from '../../tooling/project-files'

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

const files = projectFiles(/\.(ts|tsx)$/, ['src/components'])
const found = linesMatching(files, localApiCall)
if (found.length) {
  console.error(`Components querying Payload (move the read to src/content and call it):\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(`components: ${files.length} files, none querying Payload`)
