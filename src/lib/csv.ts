import { agencyDayKey } from './agency-days'

/** Excel only reads a CSV as UTF-8 (accents intact) when the file starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF'

/** One column of an export: its Spanish header and how a row reads in it. */
export type CsvColumn<Row, Context> = { header: string; value: (row: Row, context: Context) => string }

const looksLikePhoneNumber = /^[+-]?[\d\s().-]+$/

/**
 * One CSV cell. Text a visitor typed must never run as a spreadsheet formula, so a cell that
 * starts with = + - @ or a control character gets a leading apostrophe (phone numbers excepted).
 */
export function csvCell(raw: string): string {
  let value = raw
  if (/^[=+\-@\t\r]/.test(value) && !looksLikePhoneNumber.test(value)) value = `'${value}`
  if (/[",\r\n;]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`
  return value
}

/** The whole file: BOM, Spanish header row, one line per row, CRLF line ends (RFC 4180). */
export function toCsv<Row, Context>(columns: CsvColumn<Row, Context>[], rows: Row[], context: Context): string {
  const lines = [columns.map((column) => csvCell(column.header))]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row, context))))
  return `${UTF8_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}

/** Download name with the agency's day of the export, e.g. contactos-2026-11-22.csv. */
export const datedCsvName = (prefix: string, now: Date, timeZone: string): string => `${prefix}-${agencyDayKey(now, timeZone)}.csv`

/** The file as a private download (staff data: never cached). */
export const csvDownload = (csv: string, fileName: string): Response =>
  new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
