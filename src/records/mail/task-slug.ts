/** The e-mail with a link to sign, in Payload's jobs queue (task.ts). */
export const SEND_SIGNING_LINK_TASK = 'sendSigningLink'

/** The staff e-mail about a consent's rescission (rescission-task.ts). */
export const NOTIFY_RESCISSION_TASK = 'notifyRescission'
