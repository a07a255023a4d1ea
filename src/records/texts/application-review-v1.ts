import { orDash, type RecordText } from './text-facts'

/**
 * Review of a Marketplace application, version 1 (DRAFT for the agency's counsel).
 *
 * Source: 45 CFR 155.220(j)(2)(ii)(A): before an application is submitted, the consumer (or their
 * representative) reviews and confirms the accuracy of its eligibility information; the
 * documentation includes the date, the consumer's name, an explanation of the attestations at the
 * end of the application, and the name of the assisting agent; kept at least 10 years.
 */
export const applicationReviewV1: RecordText = {
  id: 'application-review',
  version: '2026-11-v1',
  title: 'Revisión y confirmación de su solicitud del Mercado',
  render: (facts) =>
    [
      'Confirmación de la revisión de la solicitud',
      '',
      `Agente que le ayudó: ${orDash(facts.agentName)} (NPN ${orDash(facts.agentNpn)}), de ${orDash(facts.agencyName)} ` +
        `(NPN ${orDash(facts.agencyNpn)}).`,
      '',
      'Lo que el agente anotó de su solicitud:',
      orDash(facts.attestationSummary),
      '',
      'Las declaraciones al final de la solicitud: al presentarla, usted declara bajo pena de perjurio que la ' +
        'información es verdadera y completa según su leal saber; que informará al Mercado los cambios (ingresos, ' +
        'familia, dirección, otra cobertura) dentro de 30 días; que entiende que si recibe ayuda para pagar la ' +
        'cobertura tendrá que declararla en sus impuestos federales y que podría tener que devolver una parte; y que ' +
        'da permiso al Mercado para verificar su información.',
      '',
      'Al firmar, confirmo que revisé la información de mi solicitud y que es correcta, y que entiendo las declaraciones.',
      'Este documento se guarda 10 años, como lo exigen las reglas del Mercado.',
      '',
      `Consumidor: ${orDash(facts.consumerName)}`,
      `Fecha: ${facts.date}`,
    ].join('\n'),
}
