'use client'

import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactElement, ReactNode } from 'react'

type Props = {
  content: ReactNode
  /** A single focusable element (a real <button>): it receives the trigger's props. */
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
}

/**
 * The site's tooltip (SPEC §9: opens after 700 ms hovering, 300 ms skip delay; closes on
 * leave, blur, click and Escape, which are Radix's defaults). Keyboard focus opens it at once.
 */
export function Tooltip({ content, children, side = 'top' }: Props) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={8}
            collisionPadding={8}
            className="z-50 rounded-md bg-ink px-3 py-2 text-sm font-semibold text-white shadow-card"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
