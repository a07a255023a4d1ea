/**
 * No line over 140 characters in the project's own source (generated files excepted): the
 * formatter wraps code at 140, this catches the strings and comments it leaves alone.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MAX = 140
const generated = [/^src\/payload-types\.ts$/, /^src\/migrations\//, /^src\/app\/\(payload\)\/admin\/importMap\.js$/]
const source = /\.(ts|tsx|mjs|cjs|js|css|scss)$/

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => source.test(file) && !generated.some((pattern) => pattern.test(file)))

const long: string[] = []
for (const file of files) {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if ([...line].length > MAX) long.push(`${file}:${index + 1} (${[...line].length} characters)`)
  })
}
if (long.length) {
  console.error(`Lines over ${MAX} characters:\n  ${long.join('\n  ')}`)
  process.exit(1)
}
console.log(`line length: ${files.length} files, none over ${MAX} characters`)
