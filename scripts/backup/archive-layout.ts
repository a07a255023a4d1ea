/**
 * What a backup archive is: one gzip-compressed tar holding a manifest, the database, the
 * uploaded media and the private policy documents, named after the moment it was made. `npm run backup` and the compose backup
 * service (docker/backup/agencia-backup.sh) share this layout; only the database file differs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const MANIFEST_FILE = 'manifest.json'
/** `npm run backup`: the data as a psql script of COPY blocks; the schema comes from the migrations. */
export const DATA_SCRIPT_FILE = 'database.sql'
/** The compose backup service: the whole database in pg_dump's custom format. */
export const PG_DUMP_FILE = 'database.dump'
export const MEDIA_FOLDER = 'media'
/** The private policy documents (POLICY_DOCUMENTS_DIR), beside the media. Archives made before them lack the folder. */
export const POLICY_DOCUMENTS_FOLDER = 'policy-documents'
export const ARCHIVE_KIND = 'agencia-seguros-web backup'

export type Manifest = {
  kind: typeof ARCHIVE_KIND
  createdAt: string
  madeBy: string
  /** The server's `server_version`. */
  postgres: string
  database: { file: string; format: string }
  /** Names of the migrations the database had run, in order. */
  migrations: string[]
  /** Rows per table, all read in the one snapshot the data comes from. */
  tables?: Record<string, number>
  media: { files: number; bytes: number }
  /** Absent in archives made before the documents were backed up. */
  policyDocuments?: { files: number; bytes: number }
}

/** agencia-2026-11-23T02-30-00Z.tar.gz: sorts by time, safe in every file system. */
export function archiveName(at: Date, suffix = ''): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')
  return `agencia-${stamp}${suffix}.tar.gz`
}

export function readManifest(folder: string): Manifest {
  const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Manifest
  if (manifest.kind !== ARCHIVE_KIND || !Array.isArray(manifest.migrations)) {
    throw new Error(`${MANIFEST_FILE} does not describe a backup of this site`)
  }
  return manifest
}
