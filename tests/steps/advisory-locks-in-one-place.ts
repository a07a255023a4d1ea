/**
 * Every Postgres advisory lock is taken through src/db/locks.ts, where each kind of lock has a
 * key no other feature uses: no other file of the project may call Postgres's advisory-lock
 * functions itself (a second lock written elsewhere could pick a key that is already taken).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const HOME = 'src/db/locks.ts'
// Written in two parts so that this file does not name the functions itself.
const advisoryCall = new RegExp(['pg_', '(try_)?advisory'].join(''), 'i')
const source = /\.(ts|tsx|mjs|cjs|js|sql|sh)$/

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => source.test(file) && file !== HOME)

const found: string[] = []
for (const file of files) {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if (advisoryCall.test(line)) found.push(`${file}:${index + 1}`)
  })
}
if (found.length) {
  console.error(`Advisory locks outside ${HOME} (take them through its functions):\n  ${found.join('\n  ')}`)
  process.exit(1)
}
console.log(`advisory locks: ${files.length} files, none outside ${HOME}`)
