'use client'

import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { cloneElement, type ReactElement, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'

/** SPEC §9 and §12: a tooltip opens after 700 ms of hovering; moving to another within 300 ms skips the delay. */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
/** The gap between the button and the tooltip, as the CSS tooltip draws it (globals.css, `.tooltip-left`). */
const SIDE_OFFSET_PX = 12

export type TooltipSide = 'left' | 'top'

export type RadixTooltipProps = {
  content: ReactNode
  children: ReactElement<{ 'aria-describedby'?: string }>
  side: TooltipSide
  /** The server-rendered tooltip was showing (hover or keyboard focus) when this one took over. */
  startOpen: boolean
  /** The trigger had focus when this one took over: it gets it back. */
  refocus: boolean
}

/**
 * Radix's tooltip (Tooltip.tsx loads it at the visitor's first interaction): the button is
 * described by the tooltip while it shows, and Radix closes it on leave (the tooltip itself,
 * like the CSS one, does not hold it open), blur, press and Escape. Drawn as the CSS tooltip
 * is (globals.css, `.tooltip-box`), so the take-over is unseen.
 */
export function RadixTooltip({ content, children, side, startOpen, refocus }: RadixTooltipProps) {
  const [open, setOpen] = useState(startOpen)
  const rootRef = useRef<HTMLSpanElement>(null)
  // Giving focus back must not open a tooltip the visitor had not opened (focus after a press).
  const restoringFocus = useRef(false)

  useLayoutEffect(() => {
    const trigger = rootRef.current?.firstElementChild
    if (!refocus || !(trigger instanceof HTMLElement)) return
    restoringFocus.current = !startOpen
    trigger.focus({ preventScroll: true })
    restoringFocus.current = false
  }, [refocus, startOpen])

  // Radix's trigger is the wrapper, not the button: the button tilts and grows on hover and
  // focus, and a tooltip placed from its transformed box would sit farther out than the CSS one.
  // The button itself is described by the tooltip while it shows.
  const descriptionId = useId()
  return (
    <TooltipPrimitive.Provider delayDuration={OPEN_DELAY_MS} skipDelayDuration={SKIP_DELAY_MS} disableHoverableContent>
      <TooltipPrimitive.Root open={open} onOpenChange={(next) => (next && restoringFocus.current ? undefined : setOpen(next))}>
        <TooltipPrimitive.Trigger asChild>
          <span ref={rootRef} className="tooltip-root" data-enhanced="" data-tooltip="radix">
            {cloneElement(children, { 'aria-describedby': open ? descriptionId : undefined })}
            <span id={descriptionId} hidden>
              {content}
            </span>
          </span>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} sideOffset={SIDE_OFFSET_PX} className="tooltip-box">
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
