/** What a text is filled in with, all already written for the reader (dates in the agency's zone). */
export type TextFacts = {
  agencyName: string
  /** The agency's NPN(s), as set in Datos de la agencia; empty when not set yet. */
  agencyNpn: string
  agencyPhone: string
  agentName: string
  agentNpn: string
  consumerName: string
  /** The day of signing, as the consumer reads it. */
  date: string
  /** Application review: what staff filled in, shown to the consumer. */
  attestationSummary?: string
  /** Rescission: when the consent being rescinded was signed. */
  consentSignedOn?: string
}

/**
 * One wording of one record, never changed once a record was signed with it: a new wording is a
 * new version file, and the old one stays so stored records keep matching. All are DRAFTS for the
 * agency's counsel to review (README, «Documentos firmados»).
 */
export type RecordText = {
  id: string
  version: string
  title: string
  render: (facts: TextFacts) => string
}

/** '—' for a fact not set yet, so a missing NPN shows as missing instead of vanishing. */
export const orDash = (value: string | undefined | null) => value?.trim() || '—'
