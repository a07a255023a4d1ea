'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { historyByline, historyDetail, historyHeadline, type LeadHistoryEntry } from '@/leads/desk/lead-history'
import { useAttemptsLogged } from './attempt-logged'

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: LeadHistoryEntry[] }

/** How many lines the lead's page shows; older ones stay in the database. */
const HISTORY_LIMIT = 200

/**
 * The lead's history, newest first: notes, status, assignee and follow-up changes, 'no contactar',
 * contact attempts and consent answers, each with who and when. Read again after every save (the
 * form does not re-render server fields then) and after each attempt logged on the lead. Times are
 * in the agency's `timeZone` (LeadHistory.tsx reads the setting).
 */
export function LeadHistoryList({ timeZone }: { timeZone: string }) {
  const { id, lastUpdateTime } = useDocumentInfo()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const attemptsLogged = useAttemptsLogged()

  // biome-ignore lint/correctness/useExhaustiveDependencies: lastUpdateTime changes after each save, when the history has new lines
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    const query = new URLSearchParams({
      'where[contact][equals]': String(id),
      sort: '-createdAt',
      limit: String(HISTORY_LIMIT),
      depth: '0',
    })
    // Two lines written in the same save share a time; the later id is the newer line.
    fetch(`/api/lead-events?${query}`, { credentials: 'include', cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs: LeadHistoryEntry[] }>) : Promise.reject(response.status)))
      .then(({ docs }) =>
        setLoaded({ state: 'loaded', entries: docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id) }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' })
      })
    return () => controller.abort()
  }, [id, lastUpdateTime, attemptsLogged])

  if (!id) return null
  return (
    <section className="desk-history" aria-labelledby="desk-history-title">
      <h3 id="desk-history-title" className="desk-history__title">
        Historial
      </h3>
      {loaded.state === 'loading' && <p>Cargando el historial…</p>}
      {loaded.state === 'failed' && <p role="alert">No se pudo cargar el historial. Recargue la página.</p>}
      {loaded.state === 'loaded' && loaded.entries.length === 0 && <p>Todavía no hay notas ni cambios.</p>}
      {loaded.state === 'loaded' && loaded.entries.length > 0 && (
        <ol className="desk-history__list" data-testid="lead-history">
          {loaded.entries.map((entry) => (
            <li key={entry.id} className={`desk-history__entry desk-history__entry--${entry.kind}`}>
              <p className="desk-history__headline">{historyHeadline(entry, timeZone)}</p>
              {historyDetail(entry) && <p className="desk-history__note">{historyDetail(entry)}</p>}
              <p className="desk-history__byline">{historyByline(entry, timeZone)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
