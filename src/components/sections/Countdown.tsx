'use client'

import { useEffect, useState } from 'react'

import { COUNTDOWN_TICK_MS, countdownParts, dayLabel, effectiveDateLabel, endOfLastDay, timeLeft } from '@/lib/countdown'

type Labels = { days: string; hours: string; minutes: string; seconds: string }

type Props = {
  labels: Labels
  intro: string
  ariaLabel: string
  timeZone: string
  /** A promotion's last day ('yyyy-mm-dd', agency time): the count ends when it ends. Else the first of next month. */
  lastDay?: string | null
}

/**
 * Time left until the first day of next month (or the end of `lastDay`) in the agency's time
 * zone. The cached page cannot know the current time, so it renders placeholders and the
 * browser fills them in every second; a fixed last day is known, so its date is in the HTML.
 */
export function Countdown({ labels, intro, ariaLabel, timeZone, lastDay }: Props) {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])
  const left = (at: Date) => (lastDay ? timeLeft(at, endOfLastDay(lastDay, timeZone)) : countdownParts(at, timeZone))
  const parts = now ? left(now) : { days: '--', hours: '--', minutes: '--', seconds: '--' }
  const dateLabel = lastDay ? dayLabel(lastDay) : now ? effectiveDateLabel(now, timeZone) : '\u00a0'
  const units = [
    { key: 'days', value: parts.days, label: labels.days },
    { key: 'hours', value: parts.hours, label: labels.hours },
    { key: 'minutes', value: parts.minutes, label: labels.minutes },
    { key: 'seconds', value: parts.seconds, label: labels.seconds },
  ]
  return (
    <div>
      <div role="timer" aria-label={ariaLabel} aria-live="off" className="grid grid-cols-4 gap-2 sm:gap-3">
        {units.map((unit) => (
          <div key={unit.key} data-unit={unit.key} className="rounded-xl bg-white/15 px-1 py-3 text-center ring-1 ring-white/25">
            <span className="block font-display text-3xl font-extrabold tabular-nums sm:text-4xl">{unit.value}</span>
            <span className="mt-1 block text-xs font-bold tracking-widest">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-4 min-h-6 text-base">
        {intro} <strong data-testid="effective-date">{dateLabel}</strong>
      </p>
    </div>
  )
}
