/**
 * How a person asked not to be contacted (TCPA revocation of consent may come "by any reasonable
 * means"); the admin's 'Medio' on a lead's 'No contactar' and on the opt-out list.
 */
export const optOutChannelOptions = [
  { label: 'Llamada telefónica', value: 'llamada' },
  { label: 'Mensaje de texto (STOP)', value: 'sms' },
  { label: 'Correo electrónico', value: 'email' },
  { label: 'En persona', value: 'en-persona' },
  { label: 'Otro medio', value: 'otro' },
] as const

export type OptOutChannel = (typeof optOutChannelOptions)[number]['value']

export const optOutChannelLabel = (channel: string | null | undefined): string =>
  optOutChannelOptions.find((option) => option.value === channel)?.label ?? channel ?? ''
