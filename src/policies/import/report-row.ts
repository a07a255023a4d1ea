import { optionLabel } from '../../lib/option-label'
import { phoneDigits } from '../../lib/phone'
import { type PolicyLine, type PolicyStatus, policyLineOptions } from '../policy-options'
import { canonicalPlanId, lineOfPlanId, planIdProblem } from '../rules/plan-id'
import type { ColumnMapping, ImportField } from './import-fields'

/** A report row read into our terms: day-only dates as 'yyyy-mm-dd', the phone as its digits. */
export type ReportRow = {
  row: number
  memberNumber?: string
  firstName?: string
  lastName?: string
  dateOfBirth?: string
  phone?: string
  planName?: string
  planId?: string
  line: PolicyLine
  status: PolicyStatus
  effectiveDate: string
  endDate?: string
  monthlyPremium?: number
  agentNpn?: string
}

export type RowReading = { ok: true; value: ReportRow } | { ok: false; row: number; reason: string }

/** Which line the import's rows are: one chosen for the whole report, or told by each row's plan id. */
export type LineChoice = PolicyLine | 'segun-plan'

/** Carriers write 12/31/9999 (or 2099) for a policy with no end. */
const OPEN_ENDED_YEAR = 2099

/** 'MM/DD/YYYY' (as US carriers write dates), 'M/D/YYYY' or 'YYYY-MM-DD' → 'yyyy-mm-dd'; undefined if no such day. */
export function reportDay(value: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : undefined
  if (!parts) return undefined
  const [year, month, day] = parts
  const key = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const date = new Date(`${key}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === key ? key : undefined
}

const statusWords: [RegExp, PolicyStatus][] = [
  [/^(active|activ[ao]|enrolled|effectuated|in ?force|vigente)$/, 'activa'],
  [/^(pending|pendiente|submitted|enviad[ao]|approved)/, 'pendiente'],
  [/^(cancel|cancelad)/, 'cancelada'],
  [/^(term|inactive|disenrolled|lapsed|terminad)/, 'terminada'],
]

/** A carrier's policy status ('Active', 'Terminated', 'Pending'…) as ours; undefined when unknown. */
export function reportStatus(value: string): PolicyStatus | undefined {
  const word = value.trim().toLowerCase()
  return statusWords.find(([pattern]) => pattern.test(word))?.[1]
}

const lineLabel = (line: PolicyLine) => optionLabel(policyLineOptions, line)

/** US dollars as carriers write them: '$1,234.50', '1234.5', '(0.00)' for none. */
function reportMoney(value: string): number | undefined {
  const cleaned = value.replace(/[$,\s]/g, '').replace(/^\((.*)\)$/, '$1')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined
  return Number(cleaned)
}

/**
 * One report row read with the staff's column mapping, or why it is refused (in Spanish). `row` is the
 * spreadsheet's row number (the header is row 1), so staff find it in the file.
 */
export function readReportRow(cells: string[], headers: string[], mapping: ColumnMapping, lineChoice: LineChoice, row: number): RowReading {
  const cell = (field: ImportField): string => {
    const column = mapping[field]
    const index = column ? headers.indexOf(column) : -1
    return index >= 0 ? (cells[index] ?? '').trim() : ''
  }
  const refuse = (reason: string): RowReading => ({ ok: false, row, reason })

  const memberNumber = cell('memberNumber')
  const firstName = cell('firstName')
  const lastName = cell('lastName')
  if (!memberNumber && !(firstName && lastName)) return refuse('falta el número de miembro y el nombre')

  const effectiveText = cell('effectiveDate')
  if (!effectiveText) return refuse('falta la fecha de vigencia')
  const effectiveDate = reportDay(effectiveText)
  if (!effectiveDate) return refuse(`fecha de vigencia no válida («${effectiveText}»)`)

  const endText = cell('endDate')
  const endDay = endText ? reportDay(endText) : undefined
  if (endText && !endDay) return refuse(`fecha de fin no válida («${endText}»)`)
  const endDate = endDay && Number(endDay.slice(0, 4)) < OPEN_ENDED_YEAR ? endDay : undefined
  if (endDate && endDate < effectiveDate) return refuse('la fecha de fin es anterior a la de vigencia')

  const birthText = cell('dateOfBirth')
  const dateOfBirth = birthText ? reportDay(birthText) : undefined
  if (birthText && !dateOfBirth) return refuse(`fecha de nacimiento no válida («${birthText}»)`)
  if (!memberNumber && !dateOfBirth) return refuse('sin número de miembro, falta la fecha de nacimiento para saber quién es')

  const reportedPlanId = cell('planId').toUpperCase() || undefined
  const line = lineChoice === 'segun-plan' ? (reportedPlanId ? lineOfPlanId(reportedPlanId) : undefined) : lineChoice
  if (!line)
    return refuse(
      reportedPlanId ? `identificador de plan no reconocido («${reportedPlanId}»)` : 'falta el identificador del plan para saber la línea',
    )
  if (planIdProblem(line, reportedPlanId)) return refuse(`el plan «${reportedPlanId}» no es válido para la línea ${lineLabel(line)}`)
  const planId = canonicalPlanId(line, reportedPlanId) ?? undefined

  const statusText = cell('status')
  const status = statusText ? reportStatus(statusText) : 'activa'
  if (!status) return refuse(`estado desconocido («${statusText}»)`)

  const premiumText = cell('monthlyPremium')
  const monthlyPremium = premiumText ? reportMoney(premiumText) : undefined
  if (premiumText && monthlyPremium === undefined) return refuse(`prima no válida («${premiumText}»)`)

  const phone = phoneDigits(cell('phone')) || undefined
  const optional = (value: string) => value || undefined
  return {
    ok: true,
    value: {
      row,
      memberNumber: optional(memberNumber),
      firstName: optional(firstName),
      lastName: optional(lastName),
      dateOfBirth,
      phone,
      planName: optional(cell('planName')),
      planId,
      line,
      status,
      effectiveDate,
      endDate,
      monthlyPremium,
      agentNpn: optional(cell('agentNpn')),
    },
  }
}
