import { storedDayKey } from './policy-days'

type PolicyDates = {
  effectiveDate?: unknown
  endDate?: unknown
  appliedOn?: unknown
  statusChangedOn?: unknown
}

export type DateField = keyof PolicyDates

/**
 * What is wrong with a policy's dates, by field, in Spanish: coverage cannot end before it starts,
 * and the application and the status change are things that happened (not after `today`, the
 * agency's day 'yyyy-mm-dd'), the status not changed before the application.
 */
export function policyDateProblems(dates: PolicyDates, today: string): Partial<Record<DateField, string>> {
  const effective = storedDayKey(dates.effectiveDate)
  const end = storedDayKey(dates.endDate)
  const applied = storedDayKey(dates.appliedOn)
  const changed = storedDayKey(dates.statusChangedOn)
  const problems: Partial<Record<DateField, string>> = {}
  if (effective && end && end < effective) problems.endDate = 'La póliza no puede terminar antes de la fecha en que entra en vigor.'
  if (applied && applied > today) problems.appliedOn = 'La fecha de solicitud no puede ser posterior a hoy.'
  if (changed && changed > today) problems.statusChangedOn = 'La fecha del estado no puede ser posterior a hoy.'
  else if (changed && applied && changed < applied) {
    problems.statusChangedOn = 'La fecha del estado no puede ser anterior a la fecha de solicitud.'
  }
  return problems
}
