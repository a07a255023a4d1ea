/** Fails when a file of the project's own code breaks the naming rule (tooling/file-names.ts). */
import { misnamedFiles } from '../../tooling/file-names'
import { projectPaths } from '../../tooling/project-files'

const files = projectPaths(/(?<!\.(png|woff2|jpg|svg|ico))$/, ['src', 'server', 'scripts', 'tooling', 'tests', 'bench'])

const misnamed = misnamedFiles(files)
if (misnamed.length) {
  console.error(`Files against the naming rule (DESIGN.md, "Naming"):\n  ${misnamed.join('\n  ')}`)
  process.exit(1)
}
console.log(`file names: ${files.length} files, all by the naming rule`)
