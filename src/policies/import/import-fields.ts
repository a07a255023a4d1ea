import { policyFieldLabels } from '../policy-field-labels'

/**
 * What a carrier's book-of-business report can fill in (issue 36, item 5): our field, its Spanish label, and the
 * column names carriers commonly give it, to prefill the mapping the first time a carrier's report is uploaded.
 */
export const importFields = [
  {
    field: 'memberNumber',
    label: policyFieldLabels.memberNumber,
    guesses: ['member id', 'member number', 'policy number', 'subscriber id'],
  },
  { field: 'firstName', label: 'Nombre', guesses: ['first name', 'member first name', 'insured first name', 'mbr first name'] },
  { field: 'lastName', label: 'Apellido', guesses: ['last name', 'member last name', 'insured last name', 'mbr last name'] },
  { field: 'dateOfBirth', label: 'Fecha de nacimiento', guesses: ['dob', 'date of birth', 'birth date', 'member date of birth'] },
  { field: 'phone', label: 'Teléfono', guesses: ['phone', 'phone number', 'member phone number', 'primary phone'] },
  { field: 'planName', label: policyFieldLabels.planName, guesses: ['plan name', 'plan', 'product name'] },
  {
    field: 'planId',
    label: policyFieldLabels.planId,
    guesses: ['contract-pbp', 'contract-pbp-segment', 'plan id', 'hios id', 'hios plan id'],
  },
  {
    field: 'effectiveDate',
    label: policyFieldLabels.effectiveDate,
    guesses: ['effective date', 'policy effective date', 'eff date', 'coverage effective date'],
  },
  { field: 'endDate', label: policyFieldLabels.endDate, guesses: ['term date', 'termination date', 'policy term date', 'end date'] },
  { field: 'status', label: policyFieldLabels.status, guesses: ['policy status', 'status', 'member status', 'enrollment status'] },
  { field: 'monthlyPremium', label: policyFieldLabels.monthlyPremium, guesses: ['premium', 'monthly premium', 'monthly premium amount'] },
  { field: 'agentNpn', label: 'NPN del agente', guesses: ['writing agent npn', 'agent npn', 'broker npn', 'npn'] },
] as const

export type ImportField = (typeof importFields)[number]['field']

/** Our field → the report's column name; a field left out is not imported. */
export type ColumnMapping = Partial<Record<ImportField, string>>

const IMPORT_FIELD_NAMES = new Set<string>(importFields.map(({ field }) => field))
export const isImportField = (value: string): value is ImportField => IMPORT_FIELD_NAMES.has(value)

const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ')

/** The saved mapping where its columns are still in the report, else the carriers' usual names found among `headers`. */
export function prefilledMapping(headers: readonly string[], saved: ColumnMapping | null | undefined): ColumnMapping {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]))
  const mapping: ColumnMapping = {}
  for (const { field, guesses } of importFields) {
    const savedColumn = saved?.[field]
    if (savedColumn && headers.includes(savedColumn)) {
      mapping[field] = savedColumn
      continue
    }
    const found = guesses.map((guess) => byKey.get(guess)).find(Boolean)
    if (found) mapping[field] = found
  }
  return mapping
}

/** Spanish reasons a mapping cannot be used with the report's `headers`; empty when it can. */
export function mappingProblems(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const problems: string[] = []
  for (const [field, column] of Object.entries(mapping)) {
    if (!column) continue
    if (!isImportField(field)) problems.push(`«${field}» no es un dato que se pueda importar.`)
    else if (!headers.includes(column)) problems.push(`La columna «${column}» no está en el archivo.`)
  }
  if (!mapping.effectiveDate) problems.push('Indique la columna de la fecha de vigencia («Vigente desde»).')
  if (!mapping.memberNumber && !(mapping.firstName && mapping.lastName)) {
    problems.push('Indique la columna del número de miembro, o las del nombre y el apellido.')
  }
  return problems
}
