import { orDash, type RecordText } from './text-facts'

/**
 * Rescission of a Marketplace consent, version 1 (DRAFT for the agency's counsel): the
 * "process through which the consumer may rescind" of 45 CFR 155.220(j)(2)(iii), recorded as a
 * new record that points at the consent (the consent itself is never changed).
 */
export const rescissionV1: RecordText = {
  id: 'rescission',
  version: '2026-11-v1',
  title: 'Revocación del consentimiento',
  render: (facts) =>
    [
      `Yo, ${orDash(facts.consumerName)}, revoco el consentimiento que di el ${orDash(facts.consentSignedOn)} a ` +
        `${orDash(facts.agentName)} y a ${orDash(facts.agencyName)} (NPN ${orDash(facts.agencyNpn)}) para ayudarme con el ` +
        'Mercado de Seguros Médicos.',
      'Desde ahora no deben actuar en mi nombre ante el Mercado.',
      `Fecha: ${facts.date}`,
    ].join('\n'),
}
