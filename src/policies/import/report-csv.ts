import { parse } from 'csv-parse/sync'

import { CARRIER_REPORT_MAX_BYTES } from '../../lib/request-body-limits.mjs'

/** The largest report accepted (also the proxies' limit for its upload): a 10 000-row carrier export is about 2 MB. */
export const REPORT_MAX_BYTES = CARRIER_REPORT_MAX_BYTES
export const REPORT_MAX_ROWS = 50_000

export type ReportTable = { headers: string[]; rows: string[][] }

/** Why a report cannot be read, in Spanish for staff. */
export class ReportRefused extends Error {}

const looksBinary = (text: string) => text.slice(0, 4096).includes('\u0000')

/**
 * A carrier's CSV report as a header row and data rows (cells trimmed, blank lines skipped). Excel's UTF-8 BOM,
 * CRLF, quoted cells with commas and line breaks are understood; a file that is not a CSV table is refused.
 */
export function readReport(bytes: Uint8Array): ReportTable {
  if (bytes.byteLength === 0) throw new ReportRefused('El archivo está vacío.')
  if (bytes.byteLength > REPORT_MAX_BYTES) {
    throw new ReportRefused(`El archivo pasa de ${REPORT_MAX_BYTES / 1024 / 1024} MB. Divídalo en partes más pequeñas.`)
  }
  const text = new TextDecoder('utf-8').decode(bytes)
  if (looksBinary(text)) throw new ReportRefused('El archivo no es un CSV (texto separado por comas). Expórtelo como CSV.')
  let records: string[][]
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true })
  } catch {
    throw new ReportRefused('No se pudo leer el CSV: revise que sea el informe tal como lo exporta la aseguradora.')
  }
  const [headers, ...rows] = records
  if (!headers || headers.every((header) => !header)) throw new ReportRefused('El archivo está vacío.')
  if (rows.length === 0) throw new ReportRefused('El archivo solo tiene la fila de títulos: no hay pólizas que importar.')
  if (rows.length > REPORT_MAX_ROWS) throw new ReportRefused(`El archivo tiene más de ${REPORT_MAX_ROWS} filas. Divídalo en partes.`)
  if (new Set(headers).size !== headers.length) throw new ReportRefused('El archivo tiene columnas con el mismo título.')
  return { headers, rows }
}
