import type { Contact } from '../payload-types'

/** What the person told us and when, as the staff e-mail and the CSV export show it. */
export type ContactDetails = Pick<
  Contact,
  'id' | 'createdAt' | 'firstName' | 'lastName' | 'email' | 'phone' | 'insuranceType' | 'message' | 'consentAt' | 'duplicateOf'
>

/** A lead's «No contactar» mark: whether, since when, on which channel, set by whom. */
export type DoNotContactMark = Pick<Contact, 'doNotContact' | 'doNotContactAt' | 'doNotContactChannel' | 'doNotContactBy'>
