/**
 * Fails when a shared floor holds a file about one wing (docs/architecture.md, "Where a new
 * feature's files go"): a file whose path names a wing or what only that wing deals in belongs in
 * src/<wing>/. The floors' imports are held by dependency-cruiser (floors-never-import-a-wing);
 * src/copy is the one floor kept by wing on purpose (the visitors' strings in one place).
 */
import { projectPaths } from '../../tooling/project-files'

const FLOORS = ['src/lib', 'src/db', 'src/settings', 'src/content', 'src/components', 'src/i18n', 'src/access', 'src/rest-errors']

/** Each wing's name and the things only it deals in, as they appear in a file's name. */
const WING_WORDS = [
  'leads?',
  'appointments?',
  'bookings?',
  'records?',
  'signing',
  'soa',
  'consents?',
  'rescissions?',
  'campaigns?',
  'redirects?',
  'short-links?',
]
const namesAWing = new RegExp(`(^|[/.-])(${WING_WORDS.join('|')})([/.-]|$)`, 'i')

const files = projectPaths(/\.(ts|tsx|mjs|cjs|js|scss|css)$/, FLOORS)
const misplaced = files.filter((path) => namesAWing.test(path.slice(path.indexOf('/', 4) + 1)))
if (misplaced.length) {
  console.error(`Files about a wing on a shared floor (move them into src/<wing>/):\n  ${misplaced.join('\n  ')}`)
  process.exit(1)
}
console.log(`floors: ${files.length} files in ${FLOORS.join(', ')}, none about a wing`)
