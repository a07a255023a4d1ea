import { spanishDateTime } from '../lib/spanish-time'
import type { SignedRecord } from '../payload-types'
import { chosenProductLabels } from './chosen-products'
import { recordIsIntact } from './record-hash'
import { hashAlgorithmOptions, signedRecordKindOptions } from './record-kinds'
import { recordAdminCopy, STAFF_SESSION_NOTE } from './staff-copy'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const kindLabel = (kind: string) => signedRecordKindOptions.find((option) => option.value === kind)?.label ?? kind

// A record with no algorithm was fingerprinted before the key existed (record-hash.ts).
const hashLabel = (algorithm: SignedRecord['hashAlgorithm']) =>
  hashAlgorithmOptions.find((option) => option.value === (algorithm ?? 'sha256'))?.label ?? String(algorithm)

const chosenProducts = (record: SignedRecord): string | null => chosenProductLabels(record.choices)?.join('; ') ?? null

function supersededId(record: SignedRecord): string | null {
  const id = typeof record.supersedes === 'object' ? record.supersedes?.id : record.supersedes
  return id ? `n.º ${id}` : null
}

/** The record as a page for the file: every stored fact, the text as shown, and whether its hash still matches. */
export function printableRecord(record: SignedRecord, leadName: string, timeZone: string): string {
  const intact = recordIsIntact(record)
  const rows: [string, string | null | undefined][] = [
    ['Tipo', kindLabel(record.kind)],
    ['Cliente', leadName],
    ['Firmado por', record.signerName],
    ['Representante', record.representativeName ? `${record.representativeName} (${record.representativeRelationship ?? ''})` : null],
    ['Productos elegidos', chosenProducts(record)],
    ['Firmado el', spanishDateTime(record.signedAt, timeZone)],
    ['Dirección IP', record.ip],
    ['Navegador', record.userAgent],
    ['Texto y versión', `${record.textId} · ${record.textVersion}`],
    ['Corrige el documento', supersededId(record)],
    ['Aviso', record.signedWithStaffSession ? STAFF_SESSION_NOTE : null],
    [`Huella (${hashLabel(record.hashAlgorithm)})`, record.contentHash],
    ['Se guarda hasta', spanishDateTime(record.retainUntil, timeZone)],
  ]
  const facts = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(String(value))}</td></tr>`)
    .join('')
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(kindLabel(record.kind))} · ${escapeHtml(record.signerName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}
th{text-align:left;padding:.25rem 1rem .25rem 0;vertical-align:top}td{padding:.25rem 0;word-break:break-word}
pre{white-space:pre-wrap;font:inherit;border:1px solid #999;padding:1rem}.alarm{color:#a00;font-weight:700}
@media print{body{margin:0}}</style></head>
<body><h1>${escapeHtml(kindLabel(record.kind))}</h1>
<p class="${intact ? 'intact' : 'alarm'}" role="status">${escapeHtml(intact ? recordAdminCopy.intact : recordAdminCopy.tampered)}</p>
<table>${facts}</table>
<h2>Texto que vio la persona</h2><pre>${escapeHtml(record.shownText)}</pre>
</body></html>`
}
