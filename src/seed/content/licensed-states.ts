import type { LicensedStateSeed } from '../types'

/** States where the agency holds an active licence (SPEC §1, §9). */
export const licensedStatesSeed: LicensedStateSeed[] = [
  { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' },
  { name: 'Carolina del Sur', code: 'SC' },
  { name: 'Texas', code: 'TX' },
]
