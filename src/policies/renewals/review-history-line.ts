import { reviewStateLabel } from './review-states'
import { seasonName } from './season-label'
import { seasonOfKey } from './seasons'

/** The history line of a review: 'Renovación AEP 2027 (Humana · Plan Oro): Por revisar → Revisado sin cambios'. */
export function reviewHistoryNote(seasonKey: string, policyTitle: string, from: string | null | undefined, to: string): string {
  const season = seasonOfKey(seasonKey)
  const name = season ? seasonName(season) : seasonKey
  return `Renovación ${name}${policyTitle ? ` (${policyTitle})` : ''}: ${reviewStateLabel(from)} → ${reviewStateLabel(to)}`
}
