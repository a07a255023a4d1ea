/**
 * No line over 140 characters in the project's own source (generated files excepted): the
 * formatter wraps code at 140, this catches the strings and comments it leaves alone.
 */
import { projectFiles } from '../../tooling/project-files'

const MAX = 140
const generated = [/^src\/payload-types\.ts$/, /^src\/migrations\//, /^src\/app\/\(payload\)\/admin\/importMap\.js$/]
const source = /\.(ts|tsx|mjs|cjs|js|css|scss)$/

const files = projectFiles(source).filter((file) => !generated.some((pattern) => pattern.test(file.path)))

const long: string[] = []
for (const { path, text } of files) {
  text.split('\n').forEach((line, index) => {
    if ([...line].length > MAX) long.push(`${path}:${index + 1} (${[...line].length} characters)`)
  })
}
if (long.length) {
  console.error(`Lines over ${MAX} characters:\n  ${long.join('\n  ')}`)
  process.exit(1)
}
console.log(`line length: ${files.length} files, none over ${MAX} characters`)
