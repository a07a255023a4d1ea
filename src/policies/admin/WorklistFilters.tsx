import { optionLabel } from '../../lib/option-label'
import { policyLineOptions } from '../policy-options'
import type { WorklistChoices } from '../read/renewal-worklist'
import { renewalsHref } from '../renewals/renewals-path'
import { seasonLines } from '../renewals/seasons'
import type { WorklistQuery } from '../renewals/worklist-query'

type Props = { query: WorklistQuery; choices: WorklistChoices }

/** The worklist's filters: a plain GET form, so the filtered list is an address to bookmark (and works without scripts). */
export function WorklistFilters({ query, choices }: Props) {
  const lines = seasonLines(query.kind)
  return (
    <form className="renewals-filters" method="get" action={renewalsHref()} aria-label="Filtrar la lista">
      <input type="hidden" name="temporada" value={query.kind} />
      <label>
        <span>Aseguradora</span>
        <select name="aseguradora" defaultValue={query.carrier ?? ''}>
          <option value="">Todas</option>
          {choices.carriers.map((carrier) => (
            <option key={carrier.id} value={carrier.id}>
              {carrier.name}
            </option>
          ))}
        </select>
      </label>
      {lines.length > 1 && (
        <label>
          <span>Línea</span>
          <select name="linea" defaultValue={query.line ?? ''}>
            <option value="">Todas</option>
            {lines.map((line) => (
              <option key={line} value={line}>
                {optionLabel(policyLineOptions, line)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span>Agente de registro</span>
        <select name="agente" defaultValue={query.agent ?? ''}>
          <option value="">Todos</option>
          {choices.agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Vigente desde (del)</span>
        <input type="date" name="desde" defaultValue={query.effectiveFrom ?? ''} />
      </label>
      <label>
        <span>Vigente desde (al)</span>
        <input type="date" name="hasta" defaultValue={query.effectiveTo ?? ''} />
      </label>
      <div className="renewals-filters__actions">
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Filtrar
        </button>
        <a href={renewalsHref({ temporada: query.kind })}>Quitar filtros</a>
      </div>
    </form>
  )
}
