import { zodResolver } from '@hookform/resolvers/zod'

import { contactSchema } from '@/leads/intake/contact-schema'

/** The form's resolver on the shared schema; a separate chunk, loaded after the page (see ContactForm). */
export const contactResolver = zodResolver(contactSchema)
