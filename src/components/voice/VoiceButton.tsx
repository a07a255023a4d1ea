'use client'

import { Tooltip } from '@/components/ui/Tooltip'
import { voiceCopy } from '@/copy/voice'
import type { VoiceCallState } from './useVoiceCall'

const labels: Record<VoiceCallState, string> = {
  idle: voiceCopy.labelIdle,
  loading: voiceCopy.labelLoading,
  active: voiceCopy.labelActive,
}

const colours: Record<VoiceCallState, string> = {
  idle: 'bg-accent-600 hover:bg-accent-700',
  loading: 'bg-accent-600',
  active: 'bg-green-700 hover:bg-green-800',
}

type Props = {
  state: VoiceCallState
  onPress: () => void
  /**
   * The visitor may be about to press: the pointer entered the button, it got focus or a
   * touch. Lets the caller fetch what a call needs before the press; may be called often.
   */
  onIntent?: () => void
}

const buttonClasses =
  'relative flex h-14 w-14 items-center justify-center rounded-full text-white shadow-card sm:h-16 sm:w-16 ' +
  'ring-4 ring-white/80 transition-[transform,background-color] duration-200 ease-out ' +
  'hover:-rotate-12 hover:scale-110 focus-visible:-rotate-12 focus-visible:scale-110 ' +
  'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 ' +
  'focus-visible:outline-brand-700 motion-reduce:transition-none ' +
  'motion-reduce:hover:transform-none motion-reduce:focus-visible:transform-none'

/**
 * The floating heart at the bottom right: red when idle, green during a call, a spinning
 * ring while connecting. On phones it is a little smaller and nearer the corner (56 px, 12 px
 * in), in the room the hero leaves beside its buttons (Hero.tsx), so it covers none of them.
 * Presses while connecting are ignored by the hook; the button stays focusable (aria-disabled,
 * not disabled) so the tooltip and focus are not lost.
 */
export function VoiceButton({ state, onPress, onIntent }: Props) {
  return (
    <div className="fixed bottom-3 right-3 z-40 sm:bottom-6 sm:right-6">
      <Tooltip side="left" content={state === 'active' ? voiceCopy.tooltipActive : voiceCopy.tooltipIdle}>
        <button
          type="button"
          onClick={onPress}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onTouchStart={onIntent}
          aria-label={labels[state]}
          aria-pressed={state === 'active'}
          aria-busy={state === 'loading'}
          aria-disabled={state === 'loading'}
          data-state-call={state}
          className={`${buttonClasses} ${colours[state]} ${state === 'loading' ? 'cursor-progress' : 'cursor-pointer'}`}
        >
          <HeartIcon />
          {state === 'loading' && (
            <span
              aria-hidden="true"
              className={
                'absolute -inset-1 rounded-full border-4 border-white/30 border-t-white animate-spin ' +
                'motion-reduce:animate-none motion-reduce:border-dashed motion-reduce:border-white'
              }
            />
          )}
        </button>
      </Tooltip>
    </div>
  )
}

function HeartIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-7 w-7 sm:h-8 sm:w-8" fill="currentColor">
      <path
        d={
          'M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09' +
          'C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z'
        }
      />
    </svg>
  )
}
