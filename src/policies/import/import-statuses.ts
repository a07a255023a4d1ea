import { policyLineOptions } from '../policy-options'
import type { LineChoice } from './report-row'

/** Where an import of a carrier's report stands. */
export const importStatusOptions = [
  { value: 'vista-previa', label: 'Vista previa' },
  { value: 'en-cola', label: 'En cola' },
  { value: 'aplicando', label: 'Aplicando' },
  { value: 'aplicada', label: 'Aplicada' },
  { value: 'fallida', label: 'Fallida' },
] as const

export type ImportStatus = (typeof importStatusOptions)[number]['value']

/** The line of a report's policies: one for all of them, or each row's plan id tells (H… Medicare Advantage, S… Parte D, HIOS ACA). */
export const lineChoiceOptions: { value: LineChoice; label: string }[] = [
  { value: 'segun-plan', label: 'Según el identificador del plan de cada fila' },
  ...policyLineOptions.map(({ value, label }) => ({ value, label })),
]

export const isLineChoice = (value: unknown): value is LineChoice => lineChoiceOptions.some((option) => option.value === value)
