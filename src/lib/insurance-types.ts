/** SPEC §3: the insurance-type options, value and Spanish label. */
export const insuranceTypeOptions = [
  { value: 'obamacare', label: 'Obamacare (ACA)' },
  { value: 'medicare', label: 'Medicare' },
  { value: 'vida', label: 'Seguro de Vida' },
  { value: 'privados', label: 'Seguros Privados' },
  { value: 'grupos', label: 'Seguros de Grupos' },
  { value: 'otros', label: 'Otros Seguros' },
] as const

export type InsuranceType = (typeof insuranceTypeOptions)[number]['value']

export const insuranceTypeValues = insuranceTypeOptions.map((option) => option.value) as [InsuranceType, ...InsuranceType[]]
