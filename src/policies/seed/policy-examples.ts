import { shiftDay } from '../../lib/agency-days'
import type { EnrollmentPeriod, PolicyLine, PolicyStatus } from '../policy-options'

/** The carrier of the examples that is not on the site's carousel (no logo needed). */
export const OFF_CAROUSEL_CARRIER = 'Humana'

/** A carrier of the seed that is on the carousel (src/seed/content/insurers.ts). */
export const CAROUSEL_CARRIER = 'Florida Blue'

export type ExamplePolicy = {
  line: PolicyLine
  carrier: typeof OFF_CAROUSEL_CARRIER | typeof CAROUSEL_CARRIER
  planName: string
  planId: string
  memberNumber: string
  status: PolicyStatus
  effectiveDate: string
  monthlyPremium: number
  monthlySubsidy?: number
  enrollmentPeriod: EnrollmentPeriod
}

export type ExampleClient = {
  firstName: string
  lastName: string
  email: string
  phone: string
  dateOfBirth: string
  hasMedicare: boolean
  hasMedicaid: boolean
  policies: ExamplePolicy[]
}

const yearOf = (dayKey: string) => Number(dayKey.slice(0, 4))
const dayOnly = (dayKey: string) => `${dayKey}T12:00:00.000Z`
/** The same calendar day `years` earlier ('yyyy-mm-dd'; 29 February becomes the 28th). */
const yearsBefore = (dayKey: string, years: number) => {
  const [year, month, day] = dayKey.split('-')
  const shifted = `${Number(year) - years}-${month}-${month === '02' && day === '29' ? '28' : day}`
  return shifted
}

/**
 * A handful of clients of a small agency, dated from `today` (the agency's day, 'yyyy-mm-dd') so the
 * lists are always filled: Medicare clients reviewed in the AEP, Marketplace clients re-enrolled in
 * the OEP, across a carrier on the carousel and one that is not, and one person turning 65 in about
 * three months (the turning-65 list). Fictional names, 555 numbers and example.com addresses.
 */
export function policyExamples(today: string): ExampleClient[] {
  const thisJanuary = `${yearOf(today)}-01-01`
  const lastJanuary = `${yearOf(today) - 1}-01-01`
  return [
    {
      firstName: 'Carmen',
      lastName: 'Delgado (ejemplo)',
      email: 'carmen.delgado@example.com',
      phone: '(305) 555-0141',
      dateOfBirth: dayOnly(yearsBefore(today, 71)),
      hasMedicare: true,
      hasMedicaid: false,
      policies: [
        {
          line: 'medicare-advantage',
          carrier: OFF_CAROUSEL_CARRIER,
          planName: 'Humana Gold Plus (HMO)',
          planId: 'H1036-200-000',
          memberNumber: 'H55501411',
          status: 'activa',
          effectiveDate: dayOnly(thisJanuary),
          monthlyPremium: 0,
          enrollmentPeriod: 'aep',
        },
      ],
    },
    {
      firstName: 'Jorge',
      lastName: 'Rivas (ejemplo)',
      email: 'jorge.rivas@example.com',
      phone: '(305) 555-0142',
      dateOfBirth: dayOnly(yearsBefore(today, 68)),
      hasMedicare: true,
      hasMedicaid: true,
      policies: [
        {
          line: 'medicare-advantage',
          carrier: CAROUSEL_CARRIER,
          planName: 'BlueMedicare Classic (HMO)',
          planId: 'H1035-015-000',
          memberNumber: 'FB5550142',
          status: 'activa',
          effectiveDate: dayOnly(lastJanuary),
          monthlyPremium: 0,
          enrollmentPeriod: 'aep',
        },
        {
          line: 'medicare-part-d',
          carrier: OFF_CAROUSEL_CARRIER,
          planName: 'Humana Basic Rx Plan (PDP)',
          planId: 'S5884-101',
          memberNumber: 'H55501422',
          status: 'activa',
          effectiveDate: dayOnly(lastJanuary),
          monthlyPremium: 31.5,
          enrollmentPeriod: 'aep',
        },
      ],
    },
    {
      firstName: 'Lucía',
      lastName: 'Méndez (ejemplo)',
      email: 'lucia.mendez@example.com',
      phone: '(786) 555-0143',
      dateOfBirth: dayOnly(yearsBefore(today, 41)),
      hasMedicare: false,
      hasMedicaid: false,
      policies: [
        {
          line: 'aca',
          carrier: CAROUSEL_CARRIER,
          planName: 'BlueSelect Silver 1610',
          planId: '16842FL0070073-04',
          memberNumber: 'FB5550143',
          status: 'activa',
          effectiveDate: dayOnly(thisJanuary),
          monthlyPremium: 612.4,
          monthlySubsidy: 540.15,
          enrollmentPeriod: 'oep',
        },
      ],
    },
    {
      firstName: 'Andrés',
      lastName: 'Fuentes (ejemplo)',
      email: 'andres.fuentes@example.com',
      phone: '(786) 555-0144',
      dateOfBirth: dayOnly(yearsBefore(today, 35)),
      hasMedicare: false,
      hasMedicaid: false,
      policies: [
        {
          line: 'aca',
          carrier: CAROUSEL_CARRIER,
          planName: 'BlueSelect Bronze 1842',
          planId: '16842FL0070051-01',
          memberNumber: 'FB5550144',
          status: 'pendiente',
          effectiveDate: dayOnly(`${yearOf(today) + 1}-01-01`),
          monthlyPremium: 389.2,
          monthlySubsidy: 402,
          enrollmentPeriod: 'oep',
        },
      ],
    },
    {
      // Turns 65 in about three months: on the turning-65 list, in the window of initial enrollment.
      firstName: 'Rosa',
      lastName: 'Ibarra (ejemplo)',
      email: 'rosa.ibarra@example.com',
      phone: '(954) 555-0145',
      dateOfBirth: dayOnly(yearsBefore(shiftDay(today, 90), 65)),
      hasMedicare: false,
      hasMedicaid: false,
      policies: [
        {
          line: 'aca',
          carrier: OFF_CAROUSEL_CARRIER,
          planName: 'Humana Silver (ejemplo)',
          planId: '21663FL0010002-01',
          memberNumber: 'H55501455',
          status: 'activa',
          effectiveDate: dayOnly(thisJanuary),
          monthlyPremium: 845.75,
          monthlySubsidy: 790,
          enrollmentPeriod: 'oep',
        },
      ],
    },
  ]
}
