'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { reviewMessages } from '../renewals/review-copy'

import { type ReviewState, reviewStateOptions } from '../renewals/review-states'

type Props = { policyId: number; seasonKey: string; state: ReviewState; clientName: string }

type Status = { kind: 'idle' | 'sending' | 'done' | 'failed'; message: string }

/**
 * A worklist row's review state for the season: one tap on a state saves it (the pressed button is the current one)
 * and the sentence the server answers is announced; the page then refreshes its progress.
 */
export function ReviewStateButtons({ policyId, seasonKey, state: savedState, clientName }: Props) {
  const router = useRouter()
  const [state, setState] = useState<ReviewState>(savedState)
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })
  const labelId = useId()

  async function choose(next: ReviewState) {
    if (status.kind === 'sending') return
    setStatus({ kind: 'sending', message: 'Guardando…' })
    try {
      const response = await fetch('/api/policy-reviews/mark', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ policy: policyId, season: seasonKey, state: next }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setStatus({ kind: 'failed', message: body.message ?? reviewMessages.failed })
        return
      }
      setState(next)
      setStatus({ kind: 'done', message: body.message ?? '' })
      router.refresh()
    } catch {
      setStatus({ kind: 'failed', message: reviewMessages.failed })
    }
  }

  return (
    <div className="renewals-review">
      <p id={labelId} className="renewals-review__label">
        Revisión de {clientName}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
      <div role="group" aria-labelledby={labelId} className="renewals-review__states">
        {reviewStateOptions.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`renewals-review__state renewals-review__state--${option.value}`}
            aria-pressed={state === option.value}
            disabled={status.kind === 'sending'}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className={`renewals-review__status renewals-review__status--${status.kind}`} role="status">
        {status.kind === 'idle' ? '' : status.message}
      </p>
    </div>
  )
}
