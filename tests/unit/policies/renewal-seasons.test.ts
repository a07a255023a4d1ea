import { describe, expect, it } from 'vitest'

import { MEDICARE_LINES } from '@/policies/policy-options'
import { currentSeason, seasonLines, seasonOfKey, seasonOfPlanYear } from '@/policies/renewals/seasons'

const window = (kind: 'aep' | 'oep', day: string) => {
  const season = currentSeason(kind, day)
  return `${season.key} ${season.opensOn}…${season.closesOn}`
}

describe('which AEP is «this season» on an agency day', () => {
  it('during the AEP (15 Oct–7 Dec, both days in) it is the one running, named by the plan year it chooses', () => {
    expect(window('aep', '2026-10-15')).toBe('aep-2027 2026-10-15…2026-12-07')
    expect(window('aep', '2026-11-20')).toBe('aep-2027 2026-10-15…2026-12-07')
    expect(window('aep', '2026-12-07')).toBe('aep-2027 2026-10-15…2026-12-07')
  })

  it('between seasons it is the next one', () => {
    expect(window('aep', '2026-12-08')).toBe('aep-2028 2027-10-15…2027-12-07')
    expect(window('aep', '2027-01-01')).toBe('aep-2028 2027-10-15…2027-12-07')
    expect(window('aep', '2027-10-14')).toBe('aep-2028 2027-10-15…2027-12-07')
  })
})

describe('which OEP is «this season» on an agency day', () => {
  it('during the OEP (1 Nov–15 Jan) it is the one running, across the new year', () => {
    expect(window('oep', '2026-11-01')).toBe('oep-2027 2026-11-01…2027-01-15')
    expect(window('oep', '2026-12-31')).toBe('oep-2027 2026-11-01…2027-01-15')
    expect(window('oep', '2027-01-15')).toBe('oep-2027 2026-11-01…2027-01-15')
  })

  it('between seasons it is the next one', () => {
    expect(window('oep', '2027-01-16')).toBe('oep-2028 2027-11-01…2028-01-15')
    expect(window('oep', '2027-06-30')).toBe('oep-2028 2027-11-01…2028-01-15')
    expect(window('oep', '2026-10-31')).toBe('oep-2027 2026-11-01…2027-01-15')
  })
})

describe('season keys and lines', () => {
  it('a stored key names its season; anything else names none', () => {
    expect(seasonOfKey('oep-2027')).toEqual(seasonOfPlanYear('oep', 2027))
    expect(seasonOfKey('aep-2027')?.opensOn).toBe('2026-10-15')
    for (const bad of ['', 'aep', 'sep-2027', 'aep-27', ' aep-2027', 'aep-2027x', null, undefined]) expect(seasonOfKey(bad)).toBeNull()
  })

  it('the AEP reviews the Medicare lines, the OEP the Marketplace line', () => {
    expect(seasonLines('aep')).toEqual(MEDICARE_LINES)
    expect(seasonLines('oep')).toEqual(['aca'])
  })
})
