'use client'

import { useEffect, useState } from 'react'

import { COUNTDOWN_TICK_MS, type CountdownWindow, countdownWindow, timeLeft, windowHolds } from '@/lib/countdown'

type Labels = { days: string; hours: string; minutes: string; seconds: string }

type Props = {
  labels: Labels
  intro: string
  ariaLabel: string
  timeZone: string
  /** A promotion's last day ('yyyy-mm-dd', agency time): the count ends when it ends. Else the first of next month. */
  lastDay?: string | null
  /** When the server rendered the page (epoch ms): what the HTML shows until the browser's clock takes over. */
  renderedAt: number
  /** The end and date the server worked out for `renderedAt` (`countdownWindow`). */
  rendered: CountdownWindow
}

/**
 * Time left until the first day of next month (or the end of `lastDay`) in the agency's time
 * zone. The HTML carries the count and the end date as of the page's render (the pages that show it,
 * `/` and the campaign pages, are renewed hourly: their `revalidate`), so a visit without JavaScript reads the days left
 * and the date; the hours, minutes and seconds, which cannot tick there, are hidden by CSS
 * (`scripting: none`). With JavaScript the browser's clock replaces the render time at once and
 * ticks every second, in the same boxes (no layout shift).
 */
export function Countdown({ labels, intro, ariaLabel, timeZone, lastDay, renderedAt, rendered }: Props) {
  const [now, setNow] = useState(() => new Date(renderedAt))
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  const current = windowHolds(rendered, now) ? rendered : countdownWindow(now, timeZone, lastDay)
  const parts = timeLeft(now, new Date(current.endsAt))
  const units = [
    { key: 'days', value: parts.days, label: labels.days },
    { key: 'hours', value: parts.hours, label: labels.hours },
    { key: 'minutes', value: parts.minutes, label: labels.minutes },
    { key: 'seconds', value: parts.seconds, label: labels.seconds },
  ]
  return (
    <div>
      <div role="timer" aria-label={ariaLabel} aria-live="off" className="countdown grid grid-cols-4 gap-2 sm:gap-3">
        {units.map((unit) => (
          <div key={unit.key} data-unit={unit.key} className="rounded-xl bg-white/15 px-1 py-3 text-center ring-1 ring-white/25">
            <span className="block font-display text-3xl font-extrabold tabular-nums sm:text-4xl">{unit.value}</span>
            <span className="mt-1 block text-xs font-bold tracking-widest">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-4 min-h-6 text-base">
        {intro} <strong data-testid="effective-date">{current.dateLabel}</strong>
      </p>
    </div>
  )
}
