/** What a signed record is: the three the consumer signs through a link, and a consent's rescission. */
export const signedRecordKindOptions = [
  { label: 'Alcance de la cita (SOA, Medicare)', value: 'soa' },
  { label: 'Consentimiento del Mercado de Seguros', value: 'marketplace-consent' },
  { label: 'Revisión de la solicitud (Mercado)', value: 'application-review' },
  { label: 'Revocación del consentimiento', value: 'rescission' },
] as const

export type SignedRecordKind = (typeof signedRecordKindOptions)[number]['value']

/**
 * What a link asks the consumer to sign. A rescission is signed through the consent's own link
 * while that page is shown (CONSENT_PAGE_DAYS), later through a fresh rescission link staff send
 * to the address on file.
 */
export const linkPurposeOptions = signedRecordKindOptions

export type LinkPurpose = SignedRecordKind

export const isLinkPurpose = (value: unknown): value is LinkPurpose => linkPurposeOptions.some((option) => option.value === value)

export const linkChannelOptions = [
  { label: 'Correo electrónico', value: 'email' },
  { label: 'Copiado por el personal (WhatsApp u otro)', value: 'copied' },
] as const

export type LinkChannel = (typeof linkChannelOptions)[number]['value']

export const accessActionOptions = [
  { label: 'Vista', value: 'view' },
  { label: 'Impresión', value: 'print' },
] as const

export type AccessAction = (typeof accessActionOptions)[number]['value']

/** How a record's fingerprint was made (record-hash.ts). */
export const hashAlgorithmOptions = [
  { label: 'HMAC-SHA256 con clave (v1)', value: 'hmac-sha256-v1' },
  { label: 'SHA-256 sin clave (anterior)', value: 'sha256' },
] as const
