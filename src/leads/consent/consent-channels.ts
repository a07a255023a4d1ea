import { optionLabel } from '../../lib/option-label'
import { type OptOutScope, TEXTS_ONLY_OPT_OUT, WHOLE_OPT_OUT } from '../desk/opt-out-scopes'

/** The channels a person is asked about, one answer each (staff entries and later calls). */
export const consentChannelOptions = [
  { label: 'Llamadas', value: 'llamadas' },
  { label: 'Mensajes de texto', value: 'sms' },
  { label: 'Correo electrónico', value: 'correo' },
] as const

export type ConsentChannel = (typeof consentChannelOptions)[number]['value']

export const consentAnswerOptions = [
  { label: 'Acepta', value: 'acepta' },
  { label: 'No acepta', value: 'rechaza' },
] as const

export type ConsentAnswer = (typeof consentAnswerOptions)[number]['value']

/** How the person gave the answer; the same values as the 'no contactar' list's channel, where a refusal goes. */
export const consentHeardViaOptions = [
  { label: 'Por teléfono', value: 'llamada' },
  { label: 'En persona', value: 'en-persona' },
] as const

export type ConsentHeardVia = (typeof consentHeardViaOptions)[number]['value']

/** The lead's fields where staff choose each channel's answer (virtual: each answer becomes a consent record). */
export const consentAnswerFieldOf: Record<ConsentChannel, 'consentCalls' | 'consentTexts' | 'consentEmail'> = {
  llamadas: 'consentCalls',
  sms: 'consentTexts',
  correo: 'consentEmail',
}

/** The phone for calls and texts, the e-mail for mail: what a refusal puts on the 'no contactar' list. */
export const consentAddressKind = (channel: ConsentChannel): 'phone' | 'email' => (channel === 'correo' ? 'email' : 'phone')

/** What a refusal stops: a refused text only texts to the phone (calls go on), a refused call or e-mail all contact. */
export const consentRefusalScope = (channel: ConsentChannel): OptOutScope => (channel === 'sms' ? TEXTS_ONLY_OPT_OUT : WHOLE_OPT_OUT)

export const consentChannelLabel = (channel: string): string => optionLabel(consentChannelOptions, channel)
export const consentAnswerLabel = (answer: string): string => optionLabel(consentAnswerOptions, answer)
export const consentHeardViaLabel = (via: string): string => optionLabel(consentHeardViaOptions, via)
