import { orDash, type RecordText } from './text-facts'

/**
 * Marketplace consumer consent, version 1 (DRAFT for the agency's counsel).
 *
 * Source: 45 CFR 155.220(j)(2)(iii): before assisting with an application or enrollment through
 * the Exchange, the agent obtains and documents the consent of the consumer or their authorized
 * representative; the record describes the scope, purpose and duration of the consent, the date it
 * was given, the consumer's name (and the representative's), the name of the agent or agency
 * given consent, and how the consumer may rescind it; kept at least 10 years and given to HHS on
 * request. Wording after CMS's model consent form for agents and brokers, in Spanish.
 */
export const marketplaceConsentV1: RecordText = {
  id: 'marketplace-consent',
  version: '2026-11-v1',
  title: 'Consentimiento para recibir ayuda con el Mercado de Seguros Médicos',
  render: (facts) =>
    [
      'Consentimiento del consumidor',
      '',
      `Yo, ${orDash(facts.consumerName)}, doy mi consentimiento a ${orDash(facts.agentName)} (NPN ${orDash(facts.agentNpn)}), ` +
        `agente de ${orDash(facts.agencyName)} (NPN ${orDash(facts.agencyNpn)}), para que me ayude con el Mercado de ` +
        'Seguros Médicos (HealthCare.gov).',
      '',
      'Alcance: buscar mi solicitud existente o crear una nueva, llenarla y presentarla conmigo, ayudarme a elegir e ' +
        'inscribirme en un plan, a solicitar la ayuda para pagar la cobertura (créditos fiscales y reducción de costos ' +
        'compartidos), a informar cambios, a renovar mi cobertura y a responder a los avisos del Mercado.',
      'Propósito: que el agente o la agencia puedan ayudarme con mi cobertura del Mercado. Sé que deben usar mi ' +
        'información solo para eso y protegerla.',
      'Duración: desde la fecha de mi firma hasta que yo lo revoque.',
      'Cómo revocarlo: en cualquier momento, con el mismo enlace con el que firmo («Revocar mi consentimiento»), o ' +
        `llamando a la agencia al ${orDash(facts.agencyPhone)}. La revocación queda registrada; este consentimiento no se borra.`,
      'Si firma en nombre del consumidor, escriba también su nombre y su relación con él.',
      'Este documento se guarda 10 años, como lo exigen las reglas del Mercado.',
      '',
      `Consumidor: ${orDash(facts.consumerName)}`,
      `Fecha: ${facts.date}`,
    ].join('\n'),
}
