import { ACA_LINE, MEDICARE_LINES, type PolicyLine } from '../policy-options'

/**
 * The two renewal seasons of the agency's year (issue 36), by calendar day ('yyyy-mm-dd' in the agency's zone):
 * Medicare's Annual Enrollment Period, 15 Oct–7 Dec, and the Marketplace's Open Enrollment, 1 Nov–15 Jan.
 * A season is named by the plan year it chooses ('aep-2027' runs 15 Oct–7 Dec 2026, 'oep-2027' 1 Nov 2026–15 Jan 2027),
 * as carriers and CMS name them.
 */
export const seasonKindOptions = [
  { value: 'aep', label: 'AEP (Medicare)' },
  { value: 'oep', label: 'OEP (Mercado)' },
] as const

export type SeasonKind = (typeof seasonKindOptions)[number]['value']

export type RenewalSeason = {
  kind: SeasonKind
  /** 'aep-2027': the key a review is stored under. */
  key: string
  /** The year of the plans chosen in the season (coverage from 1 January). */
  planYear: number
  opensOn: string
  closesOn: string
}

const SEASON_KEY = /^(aep|oep)-(\d{4})$/

/** The season of `kind` that chooses the plans of `planYear`. */
export function seasonOfPlanYear(kind: SeasonKind, planYear: number): RenewalSeason {
  const before = planYear - 1
  return kind === 'aep'
    ? { kind, key: `aep-${planYear}`, planYear, opensOn: `${before}-10-15`, closesOn: `${before}-12-07` }
    : { kind, key: `oep-${planYear}`, planYear, opensOn: `${before}-11-01`, closesOn: `${planYear}-01-15` }
}

/** «This season» on the agency day `dayKey`: the one running, or between seasons the next one. */
export function currentSeason(kind: SeasonKind, dayKey: string): RenewalSeason {
  const year = Number(dayKey.slice(0, 4))
  const thisFall = seasonOfPlanYear(kind, year + 1)
  if (kind === 'oep' && dayKey <= `${year}-01-15`) return seasonOfPlanYear(kind, year)
  return dayKey <= thisFall.closesOn ? thisFall : seasonOfPlanYear(kind, year + 2)
}

/** The season a stored key names ('aep-2027'), or null for anything else. */
export function seasonOfKey(key: string | null | undefined): RenewalSeason | null {
  const match = SEASON_KEY.exec(key ?? '')
  return match ? seasonOfPlanYear(match[1] as SeasonKind, Number(match[2])) : null
}

/** The lines whose active policies a season reviews: the Medicare ones in the AEP, the Marketplace one in the OEP. */
export const seasonLines = (kind: SeasonKind): readonly PolicyLine[] => (kind === 'aep' ? MEDICARE_LINES : [ACA_LINE])

/** The first day of the plan year: a policy in force before it is last year's, the one to review. */
export const planYearStart = (season: RenewalSeason): string => `${season.planYear}-01-01`

export const isSeasonKind = (value: unknown): value is SeasonKind => value === 'aep' || value === 'oep'
