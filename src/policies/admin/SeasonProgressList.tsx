import type { SeasonProgress } from '../read/renewal-worklist'
import { seasonName } from '../renewals/season-label'
import { ProgressMeter } from './ProgressMeter'

type Props = { progress: SeasonProgress; headingLevel?: 'h2' | 'h3'; testId: string }

/** A season's progress: all its policies, then each agent of record's. */
export function SeasonProgressList({ progress, headingLevel: Heading = 'h2', testId }: Props) {
  const name = seasonName(progress.season)
  return (
    <section className="renewals-progress" aria-label={`Progreso de la ${name}`} data-testid={testId}>
      <Heading className="renewals-progress__title">Progreso de la {name}</Heading>
      {progress.total === 0 ? (
        <p>No hay pólizas que revisar en esta temporada.</p>
      ) : (
        <>
          <ProgressMeter label="Todas las pólizas" reviewed={progress.reviewed} total={progress.total} testId={`${testId}-all`} />
          <ul className="renewals-progress__agents">
            {progress.perAgent.map((agent) => (
              <li key={agent.agentId ?? 'none'}>
                <ProgressMeter label={agent.agentName} reviewed={agent.reviewed} total={agent.total} testId={`${testId}-agent`} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
