import type { Endpoint, PayloadRequest } from 'payload'
import { staffName } from '@/leads/public'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { parseJsonBytes, readBoundedBytes } from '../../lib/server/http/read-json-body'
import { isLineChoice } from './import-statuses'
import type { RowOutcome, RowResult } from './plan-import'
import { REPORT_MAX_BYTES, ReportRefused, readReport } from './report-csv'
import {
  cleanMapping,
  IMPORT_QUEUE,
  IMPORT_TASK,
  isRunning,
  previewImport,
  readImport,
  readProgress,
  startImport,
  writeImportState,
} from './run-import'

export const RESULTS_PAGE_SIZE = 50
const MAX_MAPPING_BYTES = 16 * 1024

export const importMessages = {
  unauthorized: 'Inicie sesión para importar informes.',
  notFound: 'No existe esa importación.',
  carrier: 'Elija la aseguradora del informe.',
  line: 'Elija la línea de las pólizas del informe.',
  notCsv: 'El archivo debe ser un CSV (.csv), como lo exporta la aseguradora.',
  tooLarge: `El archivo pasa de ${REPORT_MAX_BYTES / 1024 / 1024} MB. Divídalo en partes más pequeñas.`,
  malformed: 'No se entendió la petición.',
  notPreviewed: 'Revise primero la vista previa: el mapeo de columnas no está completo.',
  alreadyRunning: 'Esta importación ya se está aplicando.',
  notInPreview: 'Esta importación ya se aplicó o se está aplicando: suba el informe de nuevo para otra vista previa.',
  queued: 'Importación en cola: verá el avance aquí.',
} as const

const refuse = (message: string, status: number) => jsonAnswer({ message }, status)
const importIdOf = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** POST /api/carrier-imports/upload?carrier=&line=&name= with the CSV as the body: stores it and previews it. */
async function upload(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(importMessages.unauthorized, 401)
  const url = new URL(req.url ?? '', 'http://localhost')
  const carrierId = Number(url.searchParams.get('carrier'))
  const line = url.searchParams.get('line') ?? 'segun-plan'
  const fileName = (url.searchParams.get('name') ?? '').slice(0, 200)
  if (!Number.isSafeInteger(carrierId) || carrierId <= 0) return refuse(importMessages.carrier, 400)
  if (!isLineChoice(line)) return refuse(importMessages.line, 400)
  if (!/\.csv$/i.test(fileName)) return refuse(importMessages.notCsv, 415)
  const carrier = await req.payload
    .findByID({ collection: 'insurers', id: carrierId, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
    .catch(() => null)
  if (!carrier) return refuse(importMessages.carrier, 400)
  const body = await readBoundedBytes(req as Request, REPORT_MAX_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? refuse(importMessages.tooLarge, 413) : refuse(importMessages.malformed, 400)
  try {
    const report = readReport(body.bytes)
    const answer = await startImport(req.payload, { carrierId, line, fileName, report, user: req.user }, staffName(req.user))
    return jsonAnswer(answer, 201)
  } catch (error) {
    if (error instanceof ReportRefused) return refuse(error.message, 422)
    throw error
  }
}

/** POST /api/carrier-imports/:id/preview { mapping, line }: the per-row results with that mapping. */
async function preview(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(importMessages.unauthorized, 401)
  const id = importIdOf(req)
  const stored = id ? await readImport(req.payload, id) : null
  if (!stored) return refuse(importMessages.notFound, 404)
  const body = await readBoundedBytes(req as Request, MAX_MAPPING_BYTES)
  const parsed = body.ok ? parseJsonBytes(body.bytes, 4) : body
  if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') return refuse(importMessages.malformed, 400)
  const { mapping, line } = parsed.value as { mapping?: unknown; line?: unknown }
  if (!isLineChoice(line)) return refuse(importMessages.line, 400)
  if (stored.status !== 'vista-previa') return refuse(importMessages.notInPreview, 409)
  return jsonAnswer(await previewImport(req.payload, stored, cleanMapping(mapping), line), 200)
}

/** GET /api/carrier-imports/:id/rows?page=&outcome=: a page of the per-row results. */
async function rows(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(importMessages.unauthorized, 401)
  const id = importIdOf(req)
  const stored = id ? await readImport(req.payload, id) : null
  if (!stored) return refuse(importMessages.notFound, 404)
  const url = new URL(req.url ?? '', 'http://localhost')
  const outcome = url.searchParams.get('outcome') as RowOutcome | null
  const all = ((stored as { results?: RowResult[] | null }).results ?? []).filter((row) => !outcome || row.outcome === outcome)
  const totalPages = Math.max(1, Math.ceil(all.length / RESULTS_PAGE_SIZE))
  const page = Math.min(totalPages, Math.max(1, Math.trunc(Number(url.searchParams.get('page')) || 1)))
  const start = (page - 1) * RESULTS_PAGE_SIZE
  return jsonAnswer({ page, totalPages, totalRows: all.length, rows: all.slice(start, start + RESULTS_PAGE_SIZE) }, 200)
}

/** POST /api/carrier-imports/:id/apply: queues the job that writes the import («Aplicar»). */
async function apply(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(importMessages.unauthorized, 401)
  const id = importIdOf(req)
  const stored = id ? await readImport(req.payload, id) : null
  if (!stored || !id) return refuse(importMessages.notFound, 404)
  const progress = await readProgress(req.payload, id)
  if (progress && isRunning(progress)) return refuse(importMessages.alreadyRunning, 409)
  if (!(stored as { counts?: unknown }).counts) return refuse(importMessages.notPreviewed, 409)
  await writeImportState(req.payload, id, { status: 'en-cola', rowsDone: 0 })
  const job = await req.payload.jobs.queue({ task: IMPORT_TASK, queue: IMPORT_QUEUE, input: { importId: id }, overrideAccess: true })
  // Run now, by this instance only: on its own queue, which the runner never takes (it waits for SMTP, an import
  // needs none), so the job is never run twice at once. A failure leaves the import «Fallida»: staff apply it again.
  void req.payload.jobs
    .runByID({ id: job.id, overrideAccess: true, silent: true })
    .catch((error) => req.payload.logger.error({ err: error, importId: id }, 'carrier import job failed'))
  return jsonAnswer({ message: importMessages.queued }, 202)
}

/** GET /api/carrier-imports/:id/progress: where the applying stands (the screen asks every few seconds). */
async function progress(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(importMessages.unauthorized, 401)
  const id = importIdOf(req)
  const stands = id ? await readProgress(req.payload, id) : null
  return stands ? jsonAnswer(stands, 200) : refuse(importMessages.notFound, 404)
}

export const carrierImportEndpoints: Endpoint[] = [
  { path: '/upload', method: 'post', handler: upload },
  { path: '/:id/preview', method: 'post', handler: preview },
  { path: '/:id/rows', method: 'get', handler: rows },
  { path: '/:id/apply', method: 'post', handler: apply },
  { path: '/:id/progress', method: 'get', handler: progress },
]
