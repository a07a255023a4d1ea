'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { type LinkPurpose, linkPurposeOptions } from '@/records/record-kinds'
import { recordAdminCopy, recordApiMessages } from '../staff-copy'

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; url: string; emailed: boolean }
  | { state: 'emailed-only' }
  | { state: 'failed'; message: string }

type Correctable = { id: number; label: string }

/**
 * Staff choose the document and create the link: e-mailed to the lead when it has an e-mail, and
 * shown to copy. An SOA may correct a signed one (the new record names it); a rescission link
 * goes only to the lead's e-mail and is not shown.
 */
export function SendRecordLink({ leadId, correctable = [] }: { leadId: number; correctable?: Correctable[] }) {
  const router = useRouter()
  const baseId = useId()
  const [purpose, setPurpose] = useState<LinkPurpose>('soa')
  const [summary, setSummary] = useState('')
  const [supersedes, setSupersedes] = useState('')
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [copied, setCopied] = useState(false)

  async function send() {
    setStatus({ state: 'sending' })
    setCopied(false)
    try {
      const response = await fetch('/api/record-links/send', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lead: leadId,
          purpose,
          ...(purpose === 'application-review' ? { attestationSummary: summary } : {}),
          ...(purpose === 'soa' && supersedes ? { supersedes: Number(supersedes) } : {}),
        }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; url?: string; emailed?: boolean }
      if (response.ok && purpose === 'rescission') {
        setStatus({ state: 'emailed-only' })
        router.refresh()
        return
      }
      if (!response.ok || !body.url) {
        setStatus({ state: 'failed', message: body.message ?? recordApiMessages.failed })
        return
      }
      setStatus({ state: 'done', url: body.url, emailed: Boolean(body.emailed) })
      setSummary('')
      setSupersedes('')
      router.refresh()
    } catch {
      setStatus({ state: 'failed', message: recordApiMessages.failed })
    }
  }

  async function copy(url: string) {
    await navigator.clipboard?.writeText(url).catch(() => {})
    setCopied(true)
  }

  return (
    <div className="lead-records__send">
      <label className="field-label" htmlFor={`${baseId}-purpose`}>
        {recordAdminCopy.purposeLabel}
      </label>
      <select id={`${baseId}-purpose`} value={purpose} onChange={(event) => setPurpose(event.target.value as LinkPurpose)}>
        {linkPurposeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {purpose === 'application-review' ? (
        <>
          <label className="field-label" htmlFor={`${baseId}-summary`}>
            {recordAdminCopy.summaryLabel}
          </label>
          <textarea
            id={`${baseId}-summary`}
            rows={4}
            maxLength={5000}
            value={summary}
            aria-describedby={`${baseId}-summary-hint`}
            onChange={(event) => setSummary(event.target.value)}
          />
          <p id={`${baseId}-summary-hint`}>{recordAdminCopy.summaryHint}</p>
        </>
      ) : null}
      {purpose === 'soa' && correctable.length ? (
        <>
          <label className="field-label" htmlFor={`${baseId}-supersedes`}>
            {recordAdminCopy.supersedesLabel}
          </label>
          <select id={`${baseId}-supersedes`} value={supersedes} onChange={(event) => setSupersedes(event.target.value)}>
            <option value="">{recordAdminCopy.supersedesNone}</option>
            {correctable.map((record) => (
              <option key={record.id} value={String(record.id)}>
                {record.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={status.state === 'sending'} onClick={send}>
        {status.state === 'sending' ? recordAdminCopy.sending : recordAdminCopy.sendButton}
      </button>
      <div role="status" aria-live="polite">
        {status.state === 'failed' ? <p className="lead-records__error">{status.message}</p> : null}
        {status.state === 'emailed-only' ? <p>{recordApiMessages.rescissionEmailed}</p> : null}
        {status.state === 'done' ? (
          <>
            <p>{status.emailed ? recordAdminCopy.emailed : recordAdminCopy.copyOnly}</p>
            <input
              type="text"
              readOnly
              value={status.url}
              aria-label={recordAdminCopy.sendLabel}
              data-testid="signing-link"
              onFocus={(event) => event.currentTarget.select()}
              style={{ width: '100%' }}
            />
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => copy(status.url)}>
              {copied ? recordAdminCopy.copied : recordAdminCopy.copy}
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
