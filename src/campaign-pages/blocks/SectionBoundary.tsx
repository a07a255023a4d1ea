'use client'

import { Component, type ReactNode } from 'react'

/** Seen only in a draft's preview: a published page's sections passed Payload's checks (drafts are validated too). */
const INCOMPLETE_SECTION = 'Sección incompleta: complete sus campos en el panel para verla aquí.'

type State = { failed: boolean }

/**
 * One section of a campaign page: if it cannot be drawn (a draft saved before pages were validated,
 * with a field still empty) it says so in its place, and the rest of the page and the live preview go on.
 */
export class SectionBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="note" className="container py-6 text-sm text-ink-muted">
        {INCOMPLETE_SECTION}
      </p>
    )
  }
}
