/**
 * The project's own files as the lint steps read them: tracked or new and not ignored (git's
 * view), with their text. Files deleted in the working tree are left out.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export interface SourceFile {
  path: string
  text: string
}

/** Paths of the project's files under `folders` (everything when none) whose path matches `kind`. */
export function projectPaths(kind: RegExp, folders: string[] = []): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path && kind.test(path) && existsSync(path))
}

export const projectFiles = (kind: RegExp, folders: string[] = []): SourceFile[] =>
  projectPaths(kind, folders).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** `file:line: text` of each line of `files` matching `pattern`. */
export const linesMatching = (files: SourceFile[], pattern: RegExp): string[] =>
  files.flatMap((file) =>
    file.text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
  )
