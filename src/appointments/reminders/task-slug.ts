/** The appointment reminder's task in Payload's jobs queue (task.ts), queued for each reminder time of a booking. */
export const APPOINTMENT_REMINDER_TASK = 'appointmentReminder'
