/** The e-mail with a link to sign, in Payload's jobs queue (task.ts). */
export const SEND_SIGNING_LINK_TASK = 'sendSigningLink'
