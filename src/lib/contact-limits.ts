/** Server-side bounds of a contact submission; plain numbers so the form can use them without zod. */
export const contactLimits = { name: 80, email: 254, phone: 30, phoneDigits: 10, message: 5000 } as const
