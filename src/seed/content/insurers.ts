import type { InsurerSeed } from '../types'

/**
 * Insurers shown in the carousel, in display order (SPEC §1).
 * Each colour is a dark, brand-like tone for our own plain-text wordmark
 * (contrast of at least 4.5:1 on a white background); no real trademark artwork is used.
 */
export const insurersSeed: InsurerSeed[] = [
  { name: 'Florida Blue', colour: '#0B4F8C' },
  { name: 'UnitedHealthcare', colour: '#002677' },
  { name: 'Oscar Health', colour: '#1F3A93' },
  { name: 'AmeriHealth', colour: '#00558C' },
  { name: 'Ambetter', colour: '#2E6B30' },
  { name: 'Aetna', colour: '#6B2D8B' },
  { name: 'Anthem Wellpoint', colour: '#1A3673' },
  { name: 'Cigna', colour: '#005E8C' },
  { name: 'AvMed', colour: '#00457C' },
]
