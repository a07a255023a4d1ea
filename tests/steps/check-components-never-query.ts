/**
 * Components never query Payload themselves: an admin component is handed the Payload instance
 * as a prop, so the import rule (.dependency-cruiser.cjs, admin-components-read-only-through-content)
 * cannot see a query made on it. Here any call of the Local API from src/components or a wing's
 * ui/, admin/ or blocks/ fails the
 * lint: the read belongs in src/content or in the wing's read/, the component calls it.
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

const wings = ['leads', 'appointments', 'records', 'campaign-pages']
const componentFolders = ['src/components', ...wings.flatMap((wing) => [`src/${wing}/ui`, `src/${wing}/admin`, `src/${wing}/blocks`])]
const files = projectFiles(/\.(ts|tsx)$/, componentFolders)
const found = linesMatching(files, localApiCall)
if (found.length) {
  console.error(`Components querying Payload (move the read to src/content or the wing's read/ and call it):\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(`components: ${files.length} files, none querying Payload`)
