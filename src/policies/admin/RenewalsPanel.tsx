import type { Payload, TypedUser } from 'payload'

import { agencyDayKey } from '@/lib/agency-days'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { seasonProgress } from '../read/renewal-worklist'
import { renewalsHref } from '../renewals/renewals-path'
import { currentSeason } from '../renewals/seasons'
import { SeasonProgressList } from './SeasonProgressList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: «Renovaciones de la temporada», this AEP's and this OEP's reviews per agent of record. */
export default async function RenewalsPanel({ payload, user }: Props) {
  if (!user) return null
  const today = agencyDayKey(new Date(), await loadAgencyTimeZone(payload))
  const [aep, oep] = await Promise.all([
    seasonProgress(payload, user, currentSeason('aep', today)),
    seasonProgress(payload, user, currentSeason('oep', today)),
  ])
  return (
    <section className="desk-panel desk-panel--renewals" aria-labelledby="desk-renewals-title" data-testid="renewals-panel">
      <h2 id="desk-renewals-title" className="desk-panel__title">
        Renovaciones de la temporada
      </h2>
      <SeasonProgressList progress={aep} headingLevel="h3" testId="renewals-panel-aep" />
      <SeasonProgressList progress={oep} headingLevel="h3" testId="renewals-panel-oep" />
      <a className="desk-panel__link" href={renewalsHref()}>
        Abrir la lista de renovaciones
      </a>
    </section>
  )
}
