/** Fails when a file of the project's own code breaks the naming rule (tooling/file-names.ts). */
import { execFileSync } from 'node:child_process'

import { misnamedFiles } from '../../tooling/file-names'

const folders = ['src', 'server', 'scripts', 'tooling', 'tests', 'bench']
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((file) => !/\.(png|woff2|jpg|svg|ico)$/.test(file))

const misnamed = misnamedFiles(files)
if (misnamed.length) {
  console.error(`Files against the naming rule (DESIGN.md, "Naming"):\n  ${misnamed.join('\n  ')}`)
  process.exit(1)
}
console.log(`file names: ${files.length} files, all by the naming rule`)
