import type { Policy } from '../payload-types'

/**
 * A policy's fields as staff read them everywhere: the form, the lines of its history, the CSV export's headers and
 * the carrier import's columns.
 */
export const policyFieldLabels = {
  client: 'Cliente',
  line: 'Línea',
  carrier: 'Aseguradora',
  planName: 'Plan',
  planId: 'Identificador del plan',
  memberNumber: 'Número de miembro o de póliza',
  status: 'Estado',
  appliedOn: 'Solicitada el',
  statusChangedOn: 'Estado desde',
  effectiveDate: 'Vigente desde',
  endDate: 'Vigente hasta',
  monthlyPremium: 'Prima mensual (US$)',
  monthlySubsidy: 'Subsidio mensual (APTC, US$)',
  netPremium: 'Prima neta (US$)',
  enrollmentPeriod: 'Periodo de inscripción',
  sepReason: 'Motivo del periodo especial',
  marketplaceApplicationId: 'Número de solicitud del Mercado',
  agentOfRecord: 'Agente de registro',
  precedingRecord: 'Documento firmado previo (SOA o consentimiento)',
  householdMembers: 'Personas cubiertas',
  notes: 'Notas',
  documents: 'Documentos',
  source: 'Origen',
  title: 'Póliza',
} as const satisfies Partial<Record<keyof Policy, string>>
