import { SCHEDULED_APPOINTMENT_STATUS } from './appointment-options'

/** What of an appointment its visitor's manage link depends on. */
export type ManageLinkFacts = { status: string; endsAt: string | Date; hasLead: boolean }

/**
 * THE rule of whether a visitor's manage link (/citas/gestionar/<token>) still opens its
 * appointment: still scheduled, not yet over, its lead still there. The proxy's one-row read
 * (read/booking-link-state.ts) and the pages' read (read/booking.ts) both ask it, so the proxy
 * never lets through a link the page then refuses, nor refuses one the page would open.
 */
export const manageLinkOpens = ({ status, endsAt, hasLead }: ManageLinkFacts, now: Date): boolean =>
  status === SCHEDULED_APPOINTMENT_STATUS && hasLead && new Date(endsAt).getTime() > now.getTime()
