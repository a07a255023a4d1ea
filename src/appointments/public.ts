export { appointmentHistoryLine } from './appointment-history-line'
export { appointmentHistoryActionOptions, SCHEDULED_APPOINTMENT_STATUS } from './appointment-options'
export { staffBookingNotice } from './emails/staff-booking-notice'
