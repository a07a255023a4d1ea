import type { ReactNode } from 'react'

type Props = {
  /** Modifier of the panel's CSS class (desk-panel--…) and of its heading's id. */
  name: string
  title: string
  total: number
  countTestId: string
  /** What the count means in words: none, one, or `total`. */
  summary: { none: string; one: string; many: (total: number) => string }
  /** The leads left out of the count ('No contactar', duplicates), said apart; nothing when none. */
  apart?: string | null
  /** Shown under `apart`: the first of the leads left out, marked. */
  apartList?: ReactNode
  children?: ReactNode
}

/** A dashboard panel of the lead desk: a count in large type, a sentence saying it, then what follows. */
export function DeskCountPanel({ name, title, total, countTestId, summary, apart, apartList, children }: Props) {
  const titleId = `desk-${name}-title`
  return (
    <section className={`desk-panel desk-panel--${name}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-panel__title">
        {title}
      </h2>
      <p className="desk-panel__count" data-testid={countTestId}>
        {total}
      </p>
      <p className="desk-panel__summary">{total === 0 ? summary.none : total === 1 ? summary.one : summary.many(total)}</p>
      {children}
      {apart && (
        <p className="desk-panel__apart" data-testid={`${countTestId}-apart`}>
          {apart}
        </p>
      )}
      {apartList}
    </section>
  )
}
