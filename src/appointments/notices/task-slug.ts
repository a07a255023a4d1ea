/** The e-mail about a booking by staff, a move or a cancellation, to the client or to staff (task.ts). */
export const APPOINTMENT_NOTICE_TASK = 'sendAppointmentNotice'

export const noticeRecipients = ['visitor', 'staff'] as const

export type NoticeRecipient = (typeof noticeRecipients)[number]
