import { soaProductOptions } from './soa-products'
import { orDash, type RecordText } from './text-facts'

/**
 * Medicare Scope of Appointment, version 1 (DRAFT for the agency's counsel).
 *
 * Source: 42 CFR 422.2264(c)(3) (and 423.2264(c)(3) for Part D): before a personal marketing
 * appointment the plan or its agent must agree upon and record the scope of the appointment with
 * the beneficiary; the record may be a signed agreement or a recorded oral agreement, and it is
 * kept under 422.504(d) (10 years). The product list and the statements follow CMS's model
 * "Scope of Sales Appointment Confirmation Form" (CMS-10336) in Spanish. Whether a wait of 48
 * hours between the SOA and the appointment applies changed across CMS rules (2024 and the
 * contract year 2027 rule); it is the booking wing's setting, not part of this text.
 */
export const soaV1: RecordText = {
  id: 'soa',
  version: '2026-11-v1',
  title: 'Alcance de la cita (Scope of Appointment) de Medicare',
  render: (facts) =>
    [
      'Confirmación del alcance de una cita de ventas',
      '',
      'Los Centros de Servicios de Medicare y Medicaid (CMS) exigen que los agentes documenten el alcance de una ' +
        'cita de ventas antes de cualquier reunión, en persona, por teléfono o por video, para asegurarse de que usted ' +
        'sabe de qué se hablará con el agente.',
      '',
      'Tipos de producto de los que puede elegir hablar (marque todos los que quiera):',
      ...soaProductOptions.map((product) => `• ${product.label}: ${product.description}`),
      '',
      'Al firmar, usted acepta reunirse con un agente de ventas para hablar solamente de los tipos de producto que ' +
        'marcó. El agente no hablará de otros productos sin un nuevo acuerdo suyo.',
      'La persona que hablará con usted es un agente o corredor independiente; no trabaja para el gobierno federal ' +
        'ni para Medicare. Puede recibir un pago según el plan en el que usted se inscriba.',
      'Firmar este formulario NO le obliga a inscribirse en un plan, NO cambia su cobertura actual y NO le inscribe ' +
        'en ningún plan de Medicare.',
      'Este documento se guarda 10 años, como lo exigen las reglas de Medicare.',
      '',
      `Beneficiario: ${orDash(facts.consumerName)}`,
      `Agente que le atenderá: ${orDash(facts.agentName)} (NPN ${orDash(facts.agentNpn)})`,
      `Agencia: ${orDash(facts.agencyName)} (NPN ${orDash(facts.agencyNpn)})`,
      `Fecha: ${facts.date}`,
    ].join('\n'),
}
