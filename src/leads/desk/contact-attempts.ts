import { optionLabel } from '../../lib/option-label'

/** How staff tried to reach a lead (the 'Registrar intento' buttons on the lead). */
export const attemptChannelOptions = [
  { label: 'Llamada', value: 'llamada' },
  { label: 'Mensaje de texto', value: 'sms' },
  { label: 'WhatsApp', value: 'whatsapp' },
  { label: 'Correo', value: 'correo' },
] as const

export type AttemptChannel = (typeof attemptChannelOptions)[number]['value']

/** What came of it; one tap each. */
export const attemptOutcomeOptions = [
  { label: 'Contestó', value: 'contesto' },
  { label: 'No contestó', value: 'no-contesto' },
  { label: 'Dejó mensaje', value: 'dejo-mensaje' },
  { label: 'Número equivocado', value: 'numero-equivocado' },
  { label: 'Pidió no ser contactado', value: 'pidio-no-contactar' },
] as const

export type AttemptOutcome = (typeof attemptOutcomeOptions)[number]['value']

/** The outcome that puts the lead on the 'no contactar' list. */
export const OPT_OUT_OUTCOME: AttemptOutcome = 'pidio-no-contactar'

/** The 'no contactar' channel (how they asked) for an attempt's channel. */
export const optOutChannelOfAttempt = (channel: AttemptChannel) =>
  channel === 'llamada' ? 'llamada' : channel === 'correo' ? 'email' : channel === 'sms' ? 'sms' : 'otro'

/** Longest call-recording reference kept with an attempt. */
export const RECORDING_REF_MAX_LENGTH = 200

export const attemptChannelLabel = (channel: string): string => optionLabel(attemptChannelOptions, channel)
export const attemptOutcomeLabel = (outcome: string): string => optionLabel(attemptOutcomeOptions, outcome)
