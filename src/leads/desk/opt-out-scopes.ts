import type { Where } from 'payload'

/**
 * What an entry of the «No contactar» list stops: every contact (a lead's 'No contactar', staff
 * entries, refused consents) or only text messages (a STOP replied to one of our texts).
 */
export const optOutScopeOptions = [
  { label: 'Todo contacto', value: 'all' },
  { label: 'Solo mensajes de texto', value: 'texts' },
] as const

export type OptOutScope = (typeof optOutScopeOptions)[number]['value']

export const WHOLE_OPT_OUT: OptOutScope = 'all'
export const TEXTS_ONLY_OPT_OUT: OptOutScope = 'texts'

/** The entries that make a lead 'No contactar': all but the texts-only ones (an entry without a scope is a whole one). */
export const stopsAllContact: Where = { or: [{ scope: { equals: WHOLE_OPT_OUT } }, { scope: { exists: false } }] }
