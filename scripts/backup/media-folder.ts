/** The upload folders (Payload's staticDirs for media and policy documents) as the backup and the restore see them. */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { policyDocumentsDir } from '../../src/lib/server/server-env'

/** The same folder the site writes to: MEDIA_DIR, else ./media, relative to the project. */
export function mediaFolder(): string {
  return path.resolve(process.env.MEDIA_DIR || 'media')
}

/** The folder the site keeps private policy documents in: POLICY_DOCUMENTS_DIR, else ./private-documents. */
export function policyDocumentsFolder(): string {
  return path.resolve(policyDocumentsDir())
}

export function folderTotals(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 }
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

export function holdsFiles(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0
}

/** Empties `folder` (kept itself, so a mount point or its permissions stay) and copies `source` in. */
export function replaceContents(folder: string, source: string): void {
  mkdirSync(folder, { recursive: true })
  for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true })
  if (existsSync(source)) cpSync(source, folder, { recursive: true, preserveTimestamps: true })
}
