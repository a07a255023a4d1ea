import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { contactLimits } from '../../../lib/contact-fields'
import { phoneDigits } from '../../../lib/phone'
import type { OptOut } from '../../../payload-types'
import { staffName } from '../staff-name'

/** A 'no contactar' entry needs a phone or an e-mail; who added it is recorded, never typed. */
export const recordOptOutEntry: CollectionBeforeChangeHook<OptOut> = ({ data, req }) => {
  const digits = phoneDigits(data.phone)
  const email = data.email?.trim().toLowerCase() || null
  const errors = []
  if (data.phone?.trim() && digits.length < contactLimits.phoneDigits) {
    errors.push({ path: 'phone', message: 'El teléfono debe tener al menos 10 dígitos.' })
  }
  if (!digits && !email) errors.push({ path: 'phone', message: 'Indique un teléfono o un correo electrónico.' })
  if (errors.length) throw new ValidationError({ collection: 'opt-outs', errors }, req.t)
  return {
    ...data,
    phone: data.phone?.trim() || null,
    phoneDigits: digits || null,
    email,
    label: [data.phone?.trim(), email].filter(Boolean).join(' · '),
    by: req.user?.id ?? null,
    // Server code with no one signed in (a STOP by text) names the author itself.
    byName: req.user ? staffName(req.user) : data.byName?.trim() || staffName(null),
  }
}
