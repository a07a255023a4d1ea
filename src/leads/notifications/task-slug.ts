/** The staff e-mail's task in Payload's jobs queue (task.ts), queued with every new contact. */
export const NOTIFY_STAFF_TASK = 'notifyStaff'
