'use client'

import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** SPEC §9: a tooltip opens after 700 ms of hovering. */
const OPEN_DELAY_MS = 700

type Props = {
  content: ReactNode
  /** A single focusable element (a real <button>). */
  children: ReactElement
  side?: 'left' | 'top'
}

const subscribeToNothing = () => () => {}

/**
 * The site's tooltip (SPEC §9: opens after 700 ms hovering, at once on keyboard focus; closes
 * on leave, blur, click and Escape). It is in the server HTML and works before (or without)
 * JavaScript: CSS shows it on hover, after the delay, and on keyboard focus (globals.css,
 * `.tooltip`). Once hydrated, React drives it, which adds closing on click and on Escape.
 *
 * Written here rather than taken from Radix: Radix renders a tooltip only in the browser, in a
 * portal, so the server HTML would have none, and its code (with its positioning engine)
 * would weigh on every page's first load. The site has one tooltip, beside a fixed button
 * at the screen's edge, so there is nothing to position at run time.
 */
export function Tooltip({ content, children, side = 'top' }: Props) {
  // False while hydrating the server HTML (the CSS tooltip stays), true from then on.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLSpanElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A click closed it: it stays closed until the pointer leaves or focus moves away.
  const dismissed = useRef(false)
  const pointerDown = useRef(false)

  const cancelTimer = useCallback(() => clearTimeout(timer.current), [])
  const close = useCallback(() => {
    cancelTimer()
    setOpen(false)
  }, [cancelTimer])

  useEffect(() => {
    // Take over what CSS was showing before hydration.
    const root = rootRef.current
    if (root && (matches(root, ':hover') || matches(root, ':has(:focus-visible)'))) setOpen(true)
    return cancelTimer
  }, [cancelTimer])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      dismissed.current = true
      close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears events that bubble up from its one child, the button
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button is keyboard-operable; Enter and Space reach here as clicks
    <span
      ref={rootRef}
      className="tooltip-root"
      data-enhanced={enhanced ? '' : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch' || dismissed.current) return
        cancelTimer()
        timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS)
      }}
      onPointerLeave={() => {
        dismissed.current = false
        close()
      }}
      onPointerDown={() => {
        pointerDown.current = true
        dismissed.current = true
        close()
      }}
      onPointerUp={() => {
        pointerDown.current = false
      }}
      onClick={() => {
        // A press by keyboard (Enter, Space) closes it too.
        dismissed.current = true
        close()
      }}
      onFocus={() => {
        // Focus that comes with a press is not keyboard focus.
        if (!pointerDown.current && !dismissed.current) setOpen(true)
      }}
      onBlur={() => {
        dismissed.current = false
        pointerDown.current = false
        close()
      }}
    >
      {children}
      {(!enhanced || open) && (
        <span role="tooltip" className={`tooltip tooltip-${side}`}>
          {content}
        </span>
      )}
    </span>
  )
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector)
  } catch {
    return false
  }
}
