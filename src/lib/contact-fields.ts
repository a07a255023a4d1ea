/**
 * Plain facts about the contact form's fields, shared by the browser form (without zod) and
 * the server: the server-side bounds and the name of the honeypot field.
 */
export const contactLimits = { name: 80, email: 254, phone: 30, phoneDigits: 10, message: 5000 } as const

/** Name of the hidden field people never see; bots that fill every input fill it too. */
export const HONEYPOT_FIELD = 'website'
