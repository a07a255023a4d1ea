import { optionLabel } from '../../lib/option-label'

/** Where a policy's review stands in a season (issue 36): set by staff in one tap on «Renovaciones». */
export const reviewStateOptions = [
  { value: 'por-revisar', label: 'Por revisar' },
  { value: 'sin-cambios', label: 'Revisado sin cambios' },
  { value: 'cambio-de-plan', label: 'Cambió de plan' },
  { value: 'no-contesta', label: 'No contesta' },
  { value: 'no-renovar', label: 'No renovar' },
] as const

export type ReviewState = (typeof reviewStateOptions)[number]['value']

/** A policy with no review stored for the season is still to review. */
export const UNREVIEWED: ReviewState = 'por-revisar'

export const isReviewState = (value: unknown): value is ReviewState => reviewStateOptions.some((option) => option.value === value)

/** Whether the state counts as reviewed in the season's progress (anything but «Por revisar»). */
export const isReviewed = (state: string | null | undefined): boolean => Boolean(state) && state !== UNREVIEWED

export const reviewStateLabel = (state: string | null | undefined): string => optionLabel(reviewStateOptions, state || UNREVIEWED)
