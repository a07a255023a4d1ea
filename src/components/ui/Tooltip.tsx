'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { onFirstInteraction } from '@/lib/browser/first-interaction'

import type { RadixTooltipProps, TooltipSide } from './RadixTooltip'

type Props = {
  content: ReactNode
  /** A single focusable element (a real <button>). */
  children: RadixTooltipProps['children']
  side?: TooltipSide
}

type Enhanced = { RadixTooltip: ComponentType<RadixTooltipProps>; startOpen: boolean; refocus: boolean }

const subscribeToNothing = () => () => {}

/**
 * The site's tooltip (SPEC §9: opens after 700 ms hovering, at once on keyboard focus; closes
 * on leave, blur, click and Escape). It is in the server HTML and works before (or without)
 * JavaScript: CSS shows it on hover, after the delay, and on keyboard focus (globals.css,
 * `.tooltip`). Radix's tooltip (RadixTooltip.tsx), which adds the accessible description,
 * Escape and closing on a press, takes over at the visitor's first interaction: its code, with
 * its positioning engine, is a chunk of its own, never part of the first load.
 */
export function Tooltip({ content, children, side = 'top' }: Props) {
  // False while hydrating the server HTML, true from then on: marks the button as live.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null)
  const rootRef = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    let active = true
    const presses = trackPresses()
    const cancel = onFirstInteraction(() => {
      void import('./RadixTooltip').then(({ RadixTooltip }) =>
        presses.whenReleased(() => {
          const root = rootRef.current
          if (!active || !root) return
          // Radix's trigger is a new element: what the visitor was doing with the old one carries over.
          setEnhanced({
            RadixTooltip,
            startOpen: matches(root, ':hover') || matches(root, ':has(:focus-visible)'),
            refocus: root.contains(document.activeElement),
          })
        }),
      )
    })
    return () => {
      active = false
      cancel()
      presses.stop()
    }
  }, [])

  if (enhanced) {
    const { RadixTooltip, startOpen, refocus } = enhanced
    return (
      <RadixTooltip content={content} side={side} startOpen={startOpen} refocus={refocus}>
        {children}
      </RadixTooltip>
    )
  }
  return (
    <span ref={rootRef} className="tooltip-root" data-enhanced={hydrated ? '' : undefined}>
      {children}
      <span role="tooltip" className={`tooltip tooltip-${side}`}>
        {content}
      </span>
    </span>
  )
}

/**
 * Whether a pointer or key is held down, so the takeover never replaces the button between a
 * press and its click: a first tap on the heart is often the visitor's first interaction, and a
 * click that lands on a replaced element is lost. `whenReleased` runs once nothing is held and
 * the click the release caused has been handled (or half a second has passed without one).
 */
function trackPresses() {
  let held = 0
  let waiting: (() => void) | null = null
  const press = () => {
    held += 1
  }
  // Leaving the window (a blur) ends every press in it.
  const releaseAll = () => {
    held = 1
    release()
  }
  const release = () => {
    held = Math.max(0, held - 1)
    if (held === 0 && waiting) {
      const task = waiting
      waiting = null
      afterTheClick(task)
    }
  }
  const options: AddEventListenerOptions = { capture: true, passive: true }
  const listeners = [
    ['pointerdown', press],
    ['keydown', (event: Event) => !(event as KeyboardEvent).repeat && press()],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
    ['blur', releaseAll],
  ] as const
  for (const [event, listener] of listeners) window.addEventListener(event, listener, options)
  return {
    whenReleased(task: () => void) {
      if (held === 0) task()
      else waiting = task
    },
    stop() {
      for (const [event, listener] of listeners) window.removeEventListener(event, listener, options)
    },
  }
}

function afterTheClick(task: () => void) {
  let done = false
  const run = () => {
    if (done) return
    done = true
    window.removeEventListener('click', onClick, true)
    clearTimeout(timer)
    task()
  }
  const onClick = () => setTimeout(run, 0)
  window.addEventListener('click', onClick, true)
  const timer = setTimeout(run, 500)
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector)
  } catch {
    return false
  }
}
