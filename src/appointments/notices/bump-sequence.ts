import type { CollectionBeforeChangeHook } from 'payload'

import type { Appointment } from '../../payload-types'
import { noticeChangeOf } from './notice-change'

/**
 * Raises the invitation's SEQUENCE with every change the client's calendar must follow, in the
 * same write as the change (RFC 5545: a calendar keeps the copy with the highest SEQUENCE).
 * Appointments' beforeChange, after the overlap check.
 */
export const bumpSequence: CollectionBeforeChangeHook<Appointment> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const merged = { ...originalDoc, ...data } as Appointment
  if (noticeChangeOf(merged, originalDoc)) data.sequence = (originalDoc.sequence ?? 0) + 1
  return data
}
