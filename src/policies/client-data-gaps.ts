import { MEDICARE_LINES, type PolicyLine } from './policy-options'

type ClientData = { dateOfBirth?: string | null; hasMedicare?: boolean | null }

/**
 * What a Medicare policy needs of its client and the client's page lacks: the date of birth (the
 * turning-65 list, matching a carrier's report) and the «Tiene Medicare» box. Staff Spanish; none for other lines.
 */
export function clientDataGaps(line: string | null | undefined, client: ClientData | null): string[] {
  if (!client || !line || !MEDICARE_LINES.includes(line as PolicyLine)) return []
  const gaps: string[] = []
  if (!client.dateOfBirth) gaps.push('El cliente no tiene fecha de nacimiento: anótela en su ficha («Datos de cliente»).')
  if (!client.hasMedicare) gaps.push('El cliente no tiene marcado «Tiene Medicare» en su ficha.')
  return gaps
}
