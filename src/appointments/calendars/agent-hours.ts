import { type OpeningHours, openingHours } from '../../lib/opening-hours'

/** An agent's own hours, or the agency's when the agent wrote none (or nothing that reads as hours). */
export function agentHours(text: string | null | undefined, agencyHours: OpeningHours[]): OpeningHours[] {
  const own = text?.trim() ? openingHours(text) : []
  return own.length ? own : agencyHours
}

/** «Horario del agente»: empty, or hours the calendar can read (else the agent would silently get the agency's). */
export const validAgentHours = (value: string | null | undefined): true | string =>
  !value?.trim() || openingHours(value).length > 0 || 'Escriba el horario como «Lunes a Viernes 9:00 AM – 1:00 PM», o déjelo vacío.'
