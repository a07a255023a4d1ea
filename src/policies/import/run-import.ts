import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { applyPlan } from './apply-plan'
import { type ColumnMapping, isImportField, mappingProblems, prefilledMapping } from './import-fields'
import { loadBook } from './load-book'
import { type ImportPlan, planImport, type RowResult } from './plan-import'
import type { ReportTable } from './report-csv'
import { type LineChoice, readReportRow } from './report-row'

export const IMPORT_TASK = 'importCarrierReport'
/** The import's own queue: the server's runner (autoRun, queue 'default') never takes its jobs. */
export const IMPORT_QUEUE = 'imports'
/** An import «applying» with no progress for this long died with its server: it may be applied again. */
const STALLED_AFTER_MS = 5 * 60_000

/** An import as the server code reads it (the whole report included). */
type StoredImport = {
  id: number
  carrier: number | { id: number; name?: string }
  fileName?: string | null
  line: LineChoice
  status: string
  report: ReportTable
  mapping?: ColumnMapping | null
  requestedBy?: number | { id: number } | null
  requestedByName?: string | null
}

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? null))

/** Only our fields, each to a text column name. */
export function cleanMapping(value: unknown): ColumnMapping {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value).filter(([field, column]) => isImportField(field) && typeof column === 'string' && column.length > 0),
  ) as ColumnMapping
}

export async function readImport(payload: Payload, id: number): Promise<StoredImport | null> {
  const doc = await payload.findByID({ collection: 'carrier-imports', id, depth: 0, overrideAccess: true, disableErrors: true })
  return (doc as unknown as StoredImport) ?? null
}

export type ImportProgress = {
  status: string
  rowsDone: number
  rowsTotal: number
  counts: unknown
  failure: string | null
  updatedAt: string
}

/** Queued or applying, and not stalled. */
export const isRunning = (progress: ImportProgress, now = Date.now()) =>
  (progress.status === 'en-cola' || progress.status === 'aplicando') && now - Date.parse(progress.updatedAt) < STALLED_AFTER_MS

/** Where an import stands, without reading its stored report (the screen asks every few seconds). */
export async function readProgress(payload: Payload, id: number): Promise<ImportProgress | null> {
  const { rows } = await postgresOf(payload).pool.query(
    'select status, rows_done, rows_total, counts, failure, updated_at from carrier_imports where id = $1',
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return {
    status: row.status,
    rowsDone: Number(row.rows_done ?? 0),
    rowsTotal: Number(row.rows_total ?? 0),
    counts: row.counts,
    failure: row.failure,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** What importing the stored report with its mapping means against the book as it is now. */
export async function planStoredImport(payload: Payload, stored: StoredImport): Promise<ImportPlan> {
  const { headers, rows } = stored.report
  const mapping = cleanMapping(stored.mapping)
  const readings = rows.map((cells, index) => readReportRow(cells, headers, mapping, stored.line, index + 2))
  const timeZone = await loadAgencyTimeZone(payload)
  const carrierId = idOf(stored.carrier) as number
  const book = await loadBook(
    payload,
    carrierId,
    readings.flatMap((reading) => (reading.ok ? [reading.value] : [])),
    timeZone,
  )
  return planImport(readings, book)
}

/** The carrier's saved mapping, if staff mapped one of its reports before. */
async function savedMapping(payload: Payload, carrierId: number): Promise<{ id: number; columns: ColumnMapping } | null> {
  const { docs } = await payload.find({
    collection: 'carrier-import-mappings',
    where: { carrier: { equals: carrierId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? { id: docs[0].id, columns: cleanMapping(docs[0].columns) } : null
}

async function saveMapping(payload: Payload, carrierId: number, columns: ColumnMapping) {
  const saved = await savedMapping(payload, carrierId)
  if (saved) {
    await payload.update({ collection: 'carrier-import-mappings', id: saved.id, data: { columns }, overrideAccess: true, depth: 0 })
  } else {
    await payload.create({ collection: 'carrier-import-mappings', data: { carrier: carrierId, columns }, overrideAccess: true, depth: 0 })
  }
}

export type PreviewAnswer = {
  id: number
  headers: string[]
  mapping: ColumnMapping
  problems: string[]
  counts: ImportPlan['counts'] | null
}

/** Plans the import with `mapping` and keeps the results for the preview; a usable mapping is saved for the carrier. */
export async function previewImport(
  payload: Payload,
  stored: StoredImport,
  mapping: ColumnMapping,
  line: LineChoice,
): Promise<PreviewAnswer> {
  const headers = stored.report.headers
  const problems = mappingProblems(mapping, headers)
  const carrierId = idOf(stored.carrier) as number
  let counts: ImportPlan['counts'] | null = null
  let results: RowResult[] | null = null
  if (problems.length === 0) {
    const plan = await planStoredImport(payload, { ...stored, mapping, line })
    counts = plan.counts
    results = plan.results
    await saveMapping(payload, carrierId, mapping)
  }
  await writeImportState(payload, stored.id, { mapping, line, counts, results })
  return { id: stored.id, headers, mapping, problems, counts }
}

export type NewImport = { carrierId: number; line: LineChoice; fileName: string; report: ReportTable; user: { id: number } & object }

/** Stores an uploaded report and previews it with the carrier's saved mapping (or the usual column names). */
export async function startImport(payload: Payload, upload: NewImport, authorName: string): Promise<PreviewAnswer> {
  const saved = await savedMapping(payload, upload.carrierId)
  const mapping = prefilledMapping(upload.report.headers, saved?.columns)
  const doc = await payload.create({
    collection: 'carrier-imports',
    data: {
      carrier: upload.carrierId,
      fileName: upload.fileName,
      line: upload.line,
      status: 'vista-previa',
      rowsTotal: upload.report.rows.length,
      rowsDone: 0,
      report: upload.report,
      mapping,
      requestedBy: upload.user.id,
      requestedByName: authorName,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  return previewImport(payload, (await readImport(payload, doc.id)) as StoredImport, mapping, upload.line)
}

type ImportState = Partial<{
  status: string
  line: LineChoice
  rowsDone: number
  mapping: ColumnMapping
  counts: ImportPlan['counts'] | null
  results: RowResult[] | null
  failure: string
  appliedAt: 'now'
}>

const stateColumns: Record<keyof ImportState, (index: number) => string> = {
  status: (index) => `status = $${index}::enum_carrier_imports_status`,
  line: (index) => `line = $${index}::enum_carrier_imports_line`,
  rowsDone: (index) => `rows_done = $${index}`,
  mapping: (index) => `mapping = $${index}::jsonb`,
  counts: (index) => `counts = $${index}::jsonb`,
  results: (index) => `results = $${index}::jsonb`,
  failure: (index) => `failure = $${index}`,
  appliedAt: () => 'applied_at = now()',
}

/**
 * Only the named columns of the import, not a Payload update: that would read, validate and rewrite the whole stored
 * report (megabytes) at each step. The fields are set only by this server code (their access refuses everyone).
 */
export async function writeImportState(payload: Payload, importId: number, state: ImportState) {
  const sets: string[] = []
  const values: unknown[] = [importId]
  for (const [field, value] of Object.entries(state) as [keyof ImportState, unknown][]) {
    if (field === 'appliedAt') {
      sets.push(stateColumns.appliedAt(0))
      continue
    }
    values.push(field === 'mapping' || field === 'counts' || field === 'results' ? JSON.stringify(value) : value)
    sets.push(stateColumns[field](values.length))
  }
  await postgresOf(payload).pool.query(`update carrier_imports set ${sets.join(', ')}, updated_at = now() where id = $1`, values)
}

/** The job: plans against the book as it is now and writes it, keeping the progress and the final results. */
export async function applyImport(payload: Payload, importId: number): Promise<string> {
  const stored = await readImport(payload, importId)
  if (!stored) return 'import-deleted'
  const update = (state: ImportState) => writeImportState(payload, importId, state)
  try {
    await update({ status: 'aplicando', rowsDone: 0 })
    const plan = await planStoredImport(payload, stored)
    const carrierId = idOf(stored.carrier) as number
    const carrier = await payload.findByID({ collection: 'insurers', id: carrierId, depth: 0, overrideAccess: true })
    await applyPlan(
      payload,
      plan,
      {
        carrierId,
        carrierName: carrier.name,
        fileName: stored.fileName ?? 'informe.csv',
        authorId: idOf(stored.requestedBy),
        authorName: stored.requestedByName ?? 'Importación',
      },
      (done) => update({ rowsDone: done }),
    )
    await update({ status: 'aplicada', counts: plan.counts, results: plan.results, appliedAt: 'now' })
    return 'applied'
  } catch (error) {
    await update({ status: 'fallida', failure: 'No se pudo terminar la importación. Vuelva a aplicarla: lo ya importado no se repite.' })
    throw error
  }
}
