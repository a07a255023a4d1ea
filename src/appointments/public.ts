/** What other wings may use of the appointments wing on the server (pure pieces: public-browser.ts). */
export { staffBookingNotice } from './emails/staff-booking-notice'
export { retitleLeadAppointments } from './hooks/retitle-lead-appointments'
