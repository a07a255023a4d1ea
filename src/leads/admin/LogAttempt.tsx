'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { attemptMessages } from '@/copy/lead-intake'
import {
  type AttemptChannel,
  attemptChannelOptions,
  attemptOutcomeOptions,
  OPT_OUT_OUTCOME,
  RECORDING_REF_MAX_LENGTH,
} from '@/leads/desk/contact-attempts'

import { announceAttemptLogged } from './attempt-logged'

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string }

/**
 * 'Registrar intento' on a lead: the channel, then one tap on what happened writes it in the
 * history with who and when. A Medicare lead also takes the call recording's reference (CMS
 * requires its sales calls to be recorded: see the endpoint, log-attempt.ts).
 */
export default function LogAttempt() {
  const { id, savedDocumentData } = useDocumentInfo()
  const [channel, setChannel] = useState<AttemptChannel>('llamada')
  const [recordingRef, setRecordingRef] = useState('')
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const baseId = useId()
  if (!id) return null
  const isMedicare = savedDocumentData?.insuranceType === 'medicare'

  async function log(outcome: string) {
    setStatus({ state: 'sending' })
    try {
      const response = await fetch(`/api/contacts/${id}/attempts`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel, outcome, ...(isMedicare && recordingRef.trim() ? { recordingRef } : {}) }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setStatus({ state: 'failed', message: body.message ?? attemptMessages.failed })
        return
      }
      // The lead itself changed ('No contactar'): show it as saved, so a later Guardar cannot undo it.
      if (outcome === OPT_OUT_OUTCOME) {
        window.location.reload()
        return
      }
      setRecordingRef('')
      setStatus({ state: 'done', message: body.message ?? attemptMessages.logged })
      announceAttemptLogged()
    } catch {
      setStatus({ state: 'failed', message: attemptMessages.failed })
    }
  }

  return (
    <section className="desk-attempt" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="desk-attempt__title">
        Registrar intento de contacto
      </h3>
      <div className="desk-attempt__fields">
        <label className="field-label" htmlFor={`${baseId}-channel`}>
          Medio
        </label>
        <select
          id={`${baseId}-channel`}
          className="desk-attempt__channel"
          value={channel}
          onChange={(event) => setChannel(event.target.value as AttemptChannel)}
        >
          {attemptChannelOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {isMedicare && (
          <>
            <label className="field-label" htmlFor={`${baseId}-recording`}>
              Referencia de la grabación (Medicare)
            </label>
            <input
              id={`${baseId}-recording`}
              className="desk-attempt__recording"
              type="text"
              maxLength={RECORDING_REF_MAX_LENGTH}
              value={recordingRef}
              onChange={(event) => setRecordingRef(event.target.value)}
            />
          </>
        )}
      </div>
      <div className="desk-attempt__outcomes">
        {attemptOutcomeOptions.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`desk-attempt__outcome desk-attempt__outcome--${option.value}`}
            disabled={status.state === 'sending'}
            onClick={() => log(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {status.state === 'done' && <p role="status">{status.message}</p>}
      {status.state === 'failed' && <p role="alert">{status.message}</p>}
    </section>
  )
}
