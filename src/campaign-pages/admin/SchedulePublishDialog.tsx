'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { Timezone } from 'payload'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import type { UpcomingSchedule } from '@/campaign-pages/schedule/schedule-endpoints'
import { schedulePublishCopy as copy } from '@/campaign-pages/schedule/schedule-labels'
import { spanishAdminWallTime } from '@/lib/spanish-time'

type Props = { timeZone: string; zones: Timezone[] }
type Action = 'publish' | 'unpublish'

const two = (n: number) => String(n).padStart(2, '0')
const HOURS = Array.from({ length: 24 }, (_, hour) => two(hour))
const MINUTES = Array.from({ length: 60 }, (_, minute) => two(minute))

/**
 * «Programar publicación» beside a page's publish button: publish or unpublish at a day and a time
 * on the 24-hour clock, on one of the agency's zones (its own preselected), read back in the admin's
 * Spanish date format; the upcoming ones listed with «Quitar». The jobs are stored and checked by
 * /api/pages/:id/schedules (src/campaign-pages/schedule/schedule-endpoints.ts).
 *
 * The dialog is portalled to <body>: the document controls sit inside Payload's own <form>, and a form
 * inside it is invalid HTML whose Enter or submit would reach Payload's and save the page.
 */
export function SchedulePublishDialog({ timeZone, zones }: Props) {
  const { config } = useConfig()
  const { id, collectionSlug, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [type, setType] = useState<Action>('publish')
  const [date, setDate] = useState('')
  const [hour, setHour] = useState('09')
  const [minute, setMinute] = useState('00')
  const [zone, setZone] = useState(timeZone)
  const [problem, setProblem] = useState('')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const [upcoming, setUpcoming] = useState<UpcomingSchedule[] | null>(null)
  const [mounted, setMounted] = useState(false)

  const endpoint = `${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}/schedules`
  const zoneLabel = (value: string) => zones.find((option) => option.value === value)?.label ?? value

  const loadUpcoming = useCallback(async () => {
    const response = await fetch(endpoint, { credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { schedules?: UpcomingSchedule[]; message?: string }
    if (response.ok) setUpcoming(body.schedules ?? [])
    else setProblem(body.message ?? copy.failed)
  }, [endpoint])

  const open = () => {
    // A page never published, or with changes not yet published, has something to publish.
    setType(!hasPublishedDoc || unpublishedVersionCount > 0 ? 'publish' : 'unpublish')
    setZone(timeZone)
    setProblem('')
    setNotice('')
    setUpcoming(null)
    dialog.current?.showModal()
    void loadUpcoming()
  }

  useEffect(() => setMounted(true), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // React bubbles a portal's events up its own tree, to Payload's form around the controls.
    event.stopPropagation()
    if (!date) return setProblem(copy.chooseDate)
    setBusy(true)
    setProblem('')
    setNotice('')
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type, date, time: `${hour}:${minute}`, timeZone: zone }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) return setProblem(body.message ?? copy.failed)
      setNotice(copy.scheduled)
      setDate('')
      await loadUpcoming()
    } finally {
      setBusy(false)
    }
  }

  const remove = async (schedule: UpcomingSchedule) => {
    setProblem('')
    setNotice('')
    const response = await fetch(`${endpoint}/${schedule.id}`, { method: 'DELETE', credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) setProblem(body.message ?? copy.failed)
    else setNotice(copy.removed)
    await loadUpcoming()
  }

  if (!id) return null
  return (
    <>
      <Button type="button" buttonStyle="secondary" size="medium" onClick={open} className="schedule-publish__open">
        {copy.open}
      </Button>
      {mounted &&
        createPortal(
          <dialog ref={dialog} className="schedule-publish" aria-labelledby={titleId}>
            <h2 id={titleId} className="schedule-publish__title">
              {copy.title}
            </h2>
            <form className="schedule-publish__form" onSubmit={submit} noValidate>
              <fieldset className="schedule-publish__group">
                <legend>{copy.action}</legend>
                {(['publish', 'unpublish'] as const).map((value) => (
                  <label key={value} className="schedule-publish__choice">
                    <input type="radio" name="schedule-type" value={value} checked={type === value} onChange={() => setType(value)} />
                    {value === 'publish' ? copy.publish : copy.unpublish}
                  </label>
                ))}
              </fieldset>
              <label className="schedule-publish__field">
                {copy.date}
                <input type="date" lang="es" name="schedule-date" value={date} onChange={(event) => setDate(event.target.value)} required />
              </label>
              <fieldset className="schedule-publish__group">
                <legend>{copy.time}</legend>
                <select aria-label={copy.hour} name="schedule-hour" value={hour} onChange={(event) => setHour(event.target.value)}>
                  {HOURS.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
                <span aria-hidden="true">:</span>
                <select aria-label={copy.minute} name="schedule-minute" value={minute} onChange={(event) => setMinute(event.target.value)}>
                  {MINUTES.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </fieldset>
              <label className="schedule-publish__field">
                {copy.timeZone}
                <select name="schedule-zone" value={zone} onChange={(event) => setZone(event.target.value)}>
                  {zones.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
              <p className="schedule-publish__summary" aria-live="polite">
                {date ? copy.summary(type, spanishAdminWallTime(date, `${hour}:${minute}`), zoneLabel(zone)) : ''}
              </p>
              {problem && (
                <p className="schedule-publish__problem" role="alert">
                  {problem}
                </p>
              )}
              {notice && (
                <p className="schedule-publish__notice" role="status">
                  {notice}
                </p>
              )}
              <div className="schedule-publish__buttons">
                <Button type="submit" buttonStyle="primary" size="medium" disabled={busy}>
                  {busy ? copy.saving : copy.save}
                </Button>
                <Button type="button" buttonStyle="secondary" size="medium" onClick={() => dialog.current?.close()}>
                  {copy.close}
                </Button>
              </div>
            </form>
            <h3 className="schedule-publish__subtitle">{copy.upcoming}</h3>
            {upcoming === null ? (
              <p>{copy.loading}</p>
            ) : upcoming.length === 0 ? (
              <p>{copy.none}</p>
            ) : (
              <table className="schedule-publish__upcoming">
                <thead>
                  <tr>
                    <th scope="col">{copy.columns.action}</th>
                    <th scope="col">{copy.columns.when}</th>
                    <th scope="col">{copy.columns.zone}</th>
                    <th scope="col">{copy.columns.remove}</th>
                  </tr>
                </thead>
                <tbody>
                  {upcoming.map((schedule) => (
                    <tr key={schedule.id}>
                      <td>{schedule.type === 'publish' ? copy.publish : copy.unpublish}</td>
                      <td>{schedule.shown}</td>
                      <td>{zoneLabel(schedule.timeZone)}</td>
                      <td>
                        <Button
                          buttonStyle="secondary"
                          size="small"
                          aria-label={copy.removeLabel(schedule.shown)}
                          onClick={() => remove(schedule)}
                        >
                          {copy.remove}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </dialog>,
          document.body,
        )}
    </>
  )
}
