/** What kind of coverage a policy is (issue 36): value and Spanish label, the one home of these options. */
export const policyLineOptions = [
  { value: 'aca', label: 'Obamacare (ACA)' },
  { value: 'medicare-advantage', label: 'Medicare Advantage' },
  { value: 'medicare-part-d', label: 'Medicare Parte D' },
  { value: 'medigap', label: 'Medigap (Suplemento de Medicare)' },
  { value: 'dental-vision-hearing', label: 'Dental, visión y audición' },
  { value: 'vida', label: 'Seguro de vida' },
  { value: 'privados', label: 'Seguro privado' },
  { value: 'grupos', label: 'Seguro de grupo' },
  { value: 'otros', label: 'Otro seguro' },
] as const

export type PolicyLine = (typeof policyLineOptions)[number]['value']

/** The Medicare lines: reviewed in the AEP (15 Oct–7 Dec). */
export const MEDICARE_LINES: readonly PolicyLine[] = ['medicare-advantage', 'medicare-part-d', 'medigap']

/** The Marketplace line: re-enrolled in the OEP (1 Nov–15 Jan). */
export const ACA_LINE: PolicyLine = 'aca'

export const policyStatusOptions = [
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'activa', label: 'Activa' },
  { value: 'cancelada', label: 'Cancelada' },
  { value: 'terminada', label: 'Terminada' },
] as const

export type PolicyStatus = (typeof policyStatusOptions)[number]['value']

export const ACTIVE_POLICY_STATUS: PolicyStatus = 'activa'

export const enrollmentPeriodOptions = [
  { value: 'aep', label: 'AEP (inscripción anual de Medicare)' },
  { value: 'oep', label: 'OEP (inscripción abierta del Mercado)' },
  { value: 'sep', label: 'SEP (periodo especial)' },
  { value: 'iep', label: 'IEP (inscripción inicial de Medicare)' },
] as const

export type EnrollmentPeriod = (typeof enrollmentPeriodOptions)[number]['value']

/** How the policy reached the book: typed by staff or brought by a carrier's report. */
export const policySourceOptions = [
  { value: 'personal', label: 'Registrada por el personal' },
  { value: 'importada', label: 'Importada de un informe de la aseguradora' },
] as const

export const householdRelationshipOptions = [
  { value: 'titular', label: 'Titular' },
  { value: 'conyuge', label: 'Cónyuge' },
  { value: 'hijo', label: 'Hijo o hija' },
  { value: 'otro', label: 'Otro familiar' },
] as const
