import { type CsvColumn, datedCsvName, toCsv } from '../../lib/csv'
import { optionLabel } from '../../lib/option-label'
import { spreadsheetPhone } from '../../lib/phone'
import { relationId } from '../../lib/relation-id'
import { sortableDateTime } from '../../lib/spanish-time'
import type { Policy } from '../../payload-types'
import { policyFieldLabels } from '../policy-field-labels'
import {
  enrollmentPeriodOptions,
  householdRelationshipOptions,
  policyLineOptions,
  policySourceOptions,
  policyStatusOptions,
} from '../policy-options'
import { storedDayKey } from '../rules/policy-days'

/** Where staff download the CSV (a Payload root endpoint, under /api). */
export const POLICIES_EXPORT_ENDPOINT = '/export/policies.csv'

/** A policy as stored (relations as ids), with the names of its client, carrier and agent read apart. */
export type PolicyRow = Policy & {
  clientName?: string | null
  clientPhone?: string | null
  carrierName?: string | null
  agentName?: string | null
  agentNpn?: string | null
}

/** What a row needs besides the policy: where the admin lives and the agency's time zone. */
export type PolicyCsvContext = { adminUrl: string; timeZone: string }

type Column = CsvColumn<PolicyRow, PolicyCsvContext>

const option = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? optionLabel(options, value) : ''
const day = (value: string | null | undefined) => storedDayKey(value) ?? ''
const money = (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(2) : '')
const idOf = (value: unknown) => (relationId(value) ? String(relationId(value)) : '')

const members = (row: PolicyRow) =>
  (row.householdMembers ?? [])
    .map((member) => [
      member.name,
      member.relationship ? optionLabel(householdRelationshipOptions, member.relationship) : '',
      day(member.dateOfBirth),
    ])
    .map(([name, relationship, born]) => `${name}${relationship ? ` (${relationship})` : ''}${born ? ` ${born}` : ''}`)
    .join('\n')

const columns: Column[] = [
  { header: 'N.º de póliza', value: (row) => String(row.id) },
  { header: 'Enlace', value: (row, { adminUrl }) => `${adminUrl}/admin/collections/policies/${row.id}` },
  { header: policyFieldLabels.client, value: (row) => row.clientName ?? '' },
  { header: 'N.º de cliente', value: (row) => idOf(row.client) },
  { header: 'Teléfono del cliente', value: (row) => (row.clientPhone ? spreadsheetPhone(row.clientPhone) : '') },
  { header: policyFieldLabels.line, value: (row) => option(policyLineOptions, row.line) },
  { header: policyFieldLabels.carrier, value: (row) => row.carrierName ?? '' },
  { header: policyFieldLabels.planName, value: (row) => row.planName ?? '' },
  { header: policyFieldLabels.planId, value: (row) => row.planId ?? '' },
  { header: policyFieldLabels.memberNumber, value: (row) => row.memberNumber ?? '' },
  { header: policyFieldLabels.status, value: (row) => option(policyStatusOptions, row.status) },
  { header: policyFieldLabels.appliedOn, value: (row) => day(row.appliedOn) },
  { header: policyFieldLabels.statusChangedOn, value: (row) => day(row.statusChangedOn) },
  { header: policyFieldLabels.effectiveDate, value: (row) => day(row.effectiveDate) },
  { header: policyFieldLabels.endDate, value: (row) => day(row.endDate) },
  { header: policyFieldLabels.monthlyPremium, value: (row) => money(row.monthlyPremium) },
  { header: policyFieldLabels.monthlySubsidy, value: (row) => money(row.monthlySubsidy) },
  { header: policyFieldLabels.netPremium, value: (row) => money(row.netPremium) },
  { header: policyFieldLabels.enrollmentPeriod, value: (row) => option(enrollmentPeriodOptions, row.enrollmentPeriod) },
  { header: policyFieldLabels.sepReason, value: (row) => row.sepReason ?? '' },
  { header: policyFieldLabels.marketplaceApplicationId, value: (row) => row.marketplaceApplicationId ?? '' },
  { header: policyFieldLabels.agentOfRecord, value: (row) => row.agentName ?? '' },
  { header: 'NPN del agente', value: (row) => row.agentNpn ?? '' },
  { header: 'Documento firmado previo (n.º)', value: (row) => idOf(row.precedingRecord) },
  { header: 'Personas cubiertas', value: members },
  { header: policyFieldLabels.notes, value: (row) => row.notes ?? '' },
  { header: policyFieldLabels.source, value: (row) => option(policySourceOptions, row.source) },
  { header: 'Registrada', value: (row, { timeZone }) => sortableDateTime(row.createdAt, timeZone) },
]

/** The whole file: BOM, Spanish headers, one line per policy, CRLF, formula-safe cells (src/lib/csv.ts). */
export const policiesToCsv = (rows: PolicyRow[], context: PolicyCsvContext): string => toCsv(columns, rows, context)

/** polizas-2026-11-28.csv, the agency's day of the export. */
export const policiesFileName = (now: Date, timeZone: string): string => datedCsvName('polizas', now, timeZone)
