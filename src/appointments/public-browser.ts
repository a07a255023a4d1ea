/** What other wings may use of the appointments wing anywhere, the browser included: pure logic, no server code. */
export { appointmentHistoryLine } from './appointment-history-line'
export { appointmentHistoryActionOptions, SCHEDULED_APPOINTMENT_STATUS } from './appointment-options'
