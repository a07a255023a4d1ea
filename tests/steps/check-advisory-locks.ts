/**
 * Every Postgres advisory lock is taken through src/db/locks.ts, where each kind of lock has a
 * key no other feature uses: no other file of the project may call Postgres's advisory-lock
 * functions itself (a second lock written elsewhere could pick a key that is already taken).
 */
import { linesMatching, projectFiles } from '../../tooling/project-files'

const HOME = 'src/db/locks.ts'
// Written in two parts so that this file does not name the functions itself.
const advisoryCall = new RegExp(['pg_', '(try_)?advisory'].join(''), 'i')

const files = projectFiles(/\.(ts|tsx|mjs|cjs|js|sql|sh)$/).filter((file) => file.path !== HOME)
const found = linesMatching(files, advisoryCall)
if (found.length) {
  console.error(`Advisory locks outside ${HOME} (take them through its functions):\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(`advisory locks: ${files.length} files, none outside ${HOME}`)
