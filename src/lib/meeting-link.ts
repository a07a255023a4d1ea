import { meetingLinkCopy } from '../copy/appointment-notices'

const HTTPS_LINK = /^https:\/\/[^\s<>"]+$/

/** A meeting link, when given, is one https address: it goes into e-mails and calendars as it is. */
export const validMeetingLink = (value: string | null | undefined): true | string =>
  !value?.trim() || HTTPS_LINK.test(value.trim()) || meetingLinkCopy.invalid
