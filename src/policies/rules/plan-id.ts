import { ACA_LINE, type PolicyLine } from '../policy-options'

/**
 * CMS contract-plan(-segment) ids: the contract letter and 4 digits, the plan (PBP) 3 digits, the
 * segment 3 digits when the plan has segments (H1234-567-000). Medicare Advantage contracts are H
 * (local) or R (regional PPO); a stand-alone Part D plan is S, and an MA-PD's drug coverage carries
 * its H or R contract.
 */
const contractPlanSegment = (letters: string) => new RegExp(`^([${letters}])(\\d{4})-?(\\d{3})(?:-?(\\d{3}))?$`)

/** Marketplace (HIOS) standard component id: issuer 5 digits, state 2 letters, product 3 and plan 4 digits; `-01` variant optional. */
const hiosPlanId = /^(\d{5}[A-Z]{2}\d{7})(?:-?(\d{2}))?$/

type PlanIdRule = { pattern: RegExp; canonical: (match: RegExpExecArray) => string; problem: string }

const cmsCanonical = (match: RegExpExecArray) => `${match[1]}${match[2]}-${match[3]}${match[4] ? `-${match[4]}` : ''}`

const rules: Partial<Record<PolicyLine, PlanIdRule>> = {
  'medicare-advantage': {
    pattern: contractPlanSegment('HR'),
    canonical: cmsCanonical,
    problem:
      'El identificador de un plan Medicare Advantage es el contrato (H o R y 4 cifras), el plan (3 cifras) ' +
      'y, si lo tiene, el segmento (3 cifras): por ejemplo H1234-567-000.',
  },
  'medicare-part-d': {
    pattern: contractPlanSegment('SHR'),
    canonical: cmsCanonical,
    problem:
      'El identificador de un plan de la Parte D es el contrato (S y 4 cifras, o H o R si es un plan Medicare Advantage ' +
      'con medicamentos) y el plan (3 cifras): por ejemplo S1234-567.',
  },
  [ACA_LINE]: {
    pattern: hiosPlanId,
    canonical: (match: RegExpExecArray) => `${match[1]}${match[2] ? `-${match[2]}` : ''}`,
    problem:
      'El identificador de un plan del Mercado es el ID HIOS de 14 caracteres: 5 cifras de la aseguradora, las 2 letras ' +
      'del estado y 7 cifras (por ejemplo 12345FL0010001), con la variante si la tiene (12345FL0010001-01).',
  },
}

const cleaned = (planId: string) => planId.trim().toUpperCase().replace(/\s+/g, '')

/** Why a plan id does not fit its line, in Spanish; null when it fits or the line takes free text (or there is none). */
export function planIdProblem(line: string | null | undefined, planId: string | null | undefined): string | null {
  const rule = line ? rules[line as PolicyLine] : undefined
  if (!rule || !planId?.trim()) return null
  return rule.pattern.test(cleaned(planId)) ? null : rule.problem
}

/** The id as stored: trimmed, and for the CMS and HIOS formats upper-case with the dashes in place (h1234567 → H1234-567). */
export function canonicalPlanId(line: string | null | undefined, planId: string | null | undefined): string | null | undefined {
  if (typeof planId !== 'string') return planId
  const rule = line ? rules[line as PolicyLine] : undefined
  const match = rule?.pattern.exec(cleaned(planId))
  if (!rule || !match) return planId.trim()
  return rule.canonical(match)
}

/** The line a carrier report's plan id names when the report names none: S → Part D, H or R → Medicare Advantage, HIOS → ACA. */
export function lineOfPlanId(planId: string): PolicyLine | undefined {
  const id = cleaned(planId)
  if (contractPlanSegment('S').test(id)) return 'medicare-part-d'
  if (contractPlanSegment('HR').test(id)) return 'medicare-advantage'
  return hiosPlanId.test(id) ? ACA_LINE : undefined
}
