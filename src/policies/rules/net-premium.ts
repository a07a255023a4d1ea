import { ACA_LINE } from '../policy-options'

type Premiums = { line?: string | null; monthlyPremium?: number | null; monthlySubsidy?: number | null }

/**
 * What the client pays each month on a Marketplace plan: the premium less the subsidy (APTC),
 * never below zero (the subsidy can exceed a bronze plan's premium). Rounded to cents. Other lines have no subsidy: null.
 */
export function netPremiumOf({ line, monthlyPremium, monthlySubsidy }: Premiums): number | null {
  if (line !== ACA_LINE || typeof monthlyPremium !== 'number') return null
  const net = Math.max(monthlyPremium - (monthlySubsidy ?? 0), 0)
  return Math.round(net * 100) / 100
}
