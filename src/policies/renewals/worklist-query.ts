import { type PolicyLine, policyLineOptions } from '../policy-options'
import { isSeasonKind, type SeasonKind, seasonLines } from './seasons'

/** The worklist's filters, as read from its address (?temporada=aep&aseguradora=3&linea=…&agente=…&desde=…&hasta=…&pagina=2). */
export type WorklistQuery = {
  kind: SeasonKind
  carrier: number | null
  line: PolicyLine | null
  agent: number | null
  /** Effective date from/to, agency calendar days 'yyyy-mm-dd', both days in. */
  effectiveFrom: string | null
  effectiveTo: string | null
  page: number
}

type Params = Record<string, string | string[] | undefined> | undefined

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

const positiveId = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null)

const dayKey = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? value : null)

/** The filters an address asks for; anything malformed is simply no filter (a bookmark never breaks the page). */
export function worklistQuery(params: Params): WorklistQuery {
  const kind = first(params?.temporada)
  const season: SeasonKind = isSeasonKind(kind) ? kind : 'aep'
  const line = first(params?.linea)
  const inSeason = policyLineOptions.some((option) => option.value === line) && seasonLines(season).includes(line as PolicyLine)
  return {
    kind: season,
    carrier: positiveId(first(params?.aseguradora)),
    line: inSeason ? (line as PolicyLine) : null,
    agent: positiveId(first(params?.agente)),
    effectiveFrom: dayKey(first(params?.desde)),
    effectiveTo: dayKey(first(params?.hasta)),
    page: positiveId(first(params?.pagina)) ?? 1,
  }
}

/** The address parameters of `query` (without the page unless asked), for links and the filter form. */
export function worklistParams(query: WorklistQuery, page?: number): Record<string, string | number | null> {
  return {
    temporada: query.kind,
    aseguradora: query.carrier,
    linea: query.line,
    agente: query.agent,
    desde: query.effectiveFrom,
    hasta: query.effectiveTo,
    pagina: page && page > 1 ? page : null,
  }
}
