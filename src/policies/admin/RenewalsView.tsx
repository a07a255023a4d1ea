import type { AdminViewServerProps } from 'payload'
import { StaffScreen } from '@/components/admin/StaffScreen'
import { agencyDayKey } from '@/lib/agency-days'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { renewalWorklist, seasonProgress, worklistChoices } from '../read/renewal-worklist'
import { renewalsHref } from '../renewals/renewals-path'
import { seasonSpan } from '../renewals/season-label'
import { currentSeason } from '../renewals/seasons'
import { worklistParams, worklistQuery } from '../renewals/worklist-query'
import { RenewalsTabs } from './RenewalsTabs'
import { SeasonProgressList } from './SeasonProgressList'
import { WorklistFilters } from './WorklistFilters'
import { WorklistRows } from './WorklistRows'

/**
 * «Renovaciones»: this season's AEP (Medicare) or OEP (Mercado) policies to review, filtered by the address
 * (?temporada=oep&aseguradora=…&linea=…&agente=…&desde=…&hasta=…), each with its review state set in one tap,
 * and the season's progress per agent of record.
 */
export default async function RenewalsView(props: AdminViewServerProps) {
  const { payload, user } = props.initPageResult.req
  if (!user) return null
  const timeZone = await loadAgencyTimeZone(payload)
  const query = worklistQuery(props.searchParams as Record<string, string | string[]>)
  const season = currentSeason(query.kind, agencyDayKey(new Date(), timeZone))
  const [worklist, progress, choices] = await Promise.all([
    renewalWorklist(payload, user, season, query),
    seasonProgress(payload, user, season),
    worklistChoices(payload, user),
  ])
  return (
    <StaffScreen {...props} className="renewals-view">
      <h1 className="renewals-view__title">Renovaciones</h1>
      <RenewalsTabs current={query.kind} />
      <p className="renewals-view__season" data-testid="renewals-season">
        {seasonSpan(season)}
      </p>
      <SeasonProgressList progress={progress} testId="renewals-progress" />
      <h2 className="renewals-view__subtitle">Pólizas por revisar</h2>
      <WorklistFilters query={query} choices={choices} />
      <p className="renewals-view__count" data-testid="renewals-count" role="status">
        {worklist.total === 0 ? 'Ninguna póliza con estos filtros.' : worklist.total === 1 ? '1 póliza.' : `${worklist.total} pólizas.`}
      </p>
      {worklist.rows.length > 0 && <WorklistRows rows={worklist.rows} seasonKey={season.key} timeZone={timeZone} />}
      {worklist.pages > 1 && (
        <nav className="renewals-view__pages" aria-label="Páginas de la lista">
          {worklist.page > 1 && <a href={renewalsHref(worklistParams(query, worklist.page - 1))}>← Página anterior</a>}
          <span>
            Página {worklist.page} de {worklist.pages}
          </span>
          {worklist.page < worklist.pages && <a href={renewalsHref(worklistParams(query, worklist.page + 1))}>Página siguiente →</a>}
        </nav>
      )}
    </StaffScreen>
  )
}
