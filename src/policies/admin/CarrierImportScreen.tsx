'use client'

import { type FormEvent, useCallback, useEffect, useState } from 'react'

type Option = { value: string; label: string }
type Field = { field: string; label: string }
type Counts = { nueva: number; actualizada: number; 'sin-cambios': number; rechazada: number }
type Preview = { id: number; headers: string[]; mapping: Record<string, string>; problems: string[]; counts: Counts | null }
type ResultsPage = {
  page: number
  totalPages: number
  totalRows: number
  rows: { row: number; outcome: string; client: string | null; message: string }[]
}
type Progress = { status: string; rowsDone: number; rowsTotal: number; counts: Counts | null; failure: string | null }

const API = '/api/carrier-imports'
const POLL_MS = 2000
const outcomeLabels: Record<keyof Counts, string> = {
  nueva: 'Nuevas',
  actualizada: 'Actualizadas',
  'sin-cambios': 'Sin cambios',
  rechazada: 'Rechazadas',
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(body.message || 'No se pudo completar la acción. Inténtelo de nuevo.')
  return body
}

function CountsSummary({ counts, testId }: { counts: Counts; testId: string }) {
  return (
    <ul className="carrier-import__counts" data-testid={testId}>
      {(Object.keys(outcomeLabels) as (keyof Counts)[]).map((outcome) => (
        <li key={outcome}>
          {outcomeLabels[outcome]}: <strong>{counts[outcome]}</strong>
        </li>
      ))}
    </ul>
  )
}

/** The import's steps in one screen: file, columns, preview (paged), «Aplicar», progress and summary. */
export function CarrierImportScreen({
  carriers,
  lines,
  fields,
}: {
  carriers: { id: number; name: string }[]
  lines: Option[]
  fields: Field[]
}) {
  const [carrier, setCarrier] = useState('')
  const [line, setLine] = useState(lines[0]?.value ?? 'segun-plan')
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [results, setResults] = useState<ResultsPage | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const loadPage = useCallback(async (id: number, page: number) => {
    setResults(await answerOf<ResultsPage>(await fetch(`${API}/${id}/rows?page=${page}`, { credentials: 'include' })))
  }, [])

  const showPreview = useCallback(
    async (answer: Preview) => {
      setPreview(answer)
      setMapping(answer.mapping)
      if (answer.counts) await loadPage(answer.id, 1)
      else setResults(null)
    },
    [loadPage],
  )

  async function run(action: () => Promise<void>) {
    setError('')
    setBusy(true)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  const upload = (event: FormEvent) => {
    event.preventDefault()
    if (!file || !carrier) return
    void run(async () => {
      setProgress(null)
      const query = new URLSearchParams({ carrier, line, name: file.name })
      const response = await fetch(`${API}/upload?${query}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv' },
        body: file,
      })
      await showPreview(await answerOf<Preview>(response))
    })
  }

  const remap = () =>
    preview &&
    run(async () => {
      const response = await fetch(`${API}/${preview.id}/preview`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mapping, line }),
      })
      await showPreview(await answerOf<Preview>(response))
    })

  const apply = () =>
    preview &&
    run(async () => {
      await answerOf(await fetch(`${API}/${preview.id}/apply`, { method: 'POST', credentials: 'include' }))
      setProgress({ status: 'en-cola', rowsDone: 0, rowsTotal: results?.totalRows ?? 0, counts: null, failure: null })
    })

  const importId = preview?.id
  const running = progress && (progress.status === 'en-cola' || progress.status === 'aplicando')
  useEffect(() => {
    if (!running || !importId) return
    const timer = setInterval(async () => {
      const next = await answerOf<Progress>(await fetch(`${API}/${importId}/progress`, { credentials: 'include' })).catch(() => null)
      if (next) setProgress(next)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [running, importId])

  return (
    <div className="carrier-import__screen">
      <form className="carrier-import__upload" onSubmit={upload}>
        <label htmlFor="carrier-import-carrier">Aseguradora</label>
        <select id="carrier-import-carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)} required>
          <option value="">Elija la aseguradora</option>
          {carriers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <label htmlFor="carrier-import-line">Línea de las pólizas</label>
        <select id="carrier-import-line" value={line} onChange={(event) => setLine(event.target.value)}>
          {lines.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor="carrier-import-file">Informe en CSV (hasta 8 MB)</label>
        {/* The browser's own file button speaks its interface's language («Choose File»): ours is in Spanish. */}
        <div className="carrier-import__file">
          <input
            id="carrier-import-file"
            className="carrier-import__file-input"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="carrier-import-file-name"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            required
          />
          <label htmlFor="carrier-import-file" className="btn btn--style-secondary btn--size-small">
            Elegir archivo
          </label>
          <span id="carrier-import-file-name" className="carrier-import__file-name">
            {file ? file.name : 'Ningún archivo elegido'}
          </span>
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy || !file || !carrier}>
          Subir y revisar
        </button>
      </form>

      {error && (
        <p className="carrier-import__error" role="alert">
          {error}
        </p>
      )}

      {preview && !progress && (
        <section aria-labelledby="carrier-import-columns">
          <h2 id="carrier-import-columns">Columnas del informe</h2>
          <p>Se guardan para los próximos informes de esta aseguradora.</p>
          <div className="carrier-import__mapping">
            {fields.map(({ field, label }) => (
              <label key={field}>
                <span>{label}</span>
                <select
                  aria-label={`Columna para ${label}`}
                  value={mapping[field] ?? ''}
                  onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
                >
                  <option value="">— No importar —</option>
                  {preview.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={remap} disabled={busy}>
            Revisar con estas columnas
          </button>
          {preview.problems.length > 0 && (
            <ul className="carrier-import__error" role="alert">
              {preview.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </section>
      )}

      {preview?.counts && results && !progress && (
        <section aria-labelledby="carrier-import-preview">
          <h2 id="carrier-import-preview">Vista previa</h2>
          <CountsSummary counts={preview.counts} testId="carrier-import-counts" />
          <table className="carrier-import__rows" data-testid="carrier-import-rows">
            <thead>
              <tr>
                <th scope="col">Fila</th>
                <th scope="col">Resultado</th>
              </tr>
            </thead>
            <tbody>
              {results.rows.map((row) => (
                <tr key={row.row} className={`carrier-import__row--${row.outcome}`}>
                  <td>{row.row}</td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {results.totalPages > 1 && (
            <nav className="carrier-import__pages" aria-label="Páginas de la vista previa">
              <button type="button" disabled={results.page <= 1} onClick={() => run(() => loadPage(preview.id, results.page - 1))}>
                ← Anterior
              </button>
              <span>
                Página {results.page} de {results.totalPages}
              </span>
              <button
                type="button"
                disabled={results.page >= results.totalPages}
                onClick={() => run(() => loadPage(preview.id, results.page + 1))}
              >
                Siguiente →
              </button>
            </nav>
          )}
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={apply} disabled={busy}>
            Aplicar
          </button>
        </section>
      )}

      {progress && (
        <section aria-labelledby="carrier-import-progress" aria-live="polite">
          <h2 id="carrier-import-progress">{running ? 'Aplicando la importación…' : 'Importación terminada'}</h2>
          <progress max={progress.rowsTotal || 1} value={progress.rowsDone} />
          <p data-testid="carrier-import-progress">
            {progress.rowsDone} de {progress.rowsTotal} filas
          </p>
          {progress.status === 'aplicada' && progress.counts && <CountsSummary counts={progress.counts} testId="carrier-import-summary" />}
          {progress.failure && (
            <p className="carrier-import__error" role="alert">
              {progress.failure}
            </p>
          )}
        </section>
      )}
    </div>
  )
}
