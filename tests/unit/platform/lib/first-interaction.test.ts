import { describe, expect, it, vi } from 'vitest'

import { onFirstInteraction } from '@/lib/browser/first-interaction'

describe('onFirstInteraction', () => {
  it.each(['scroll', 'touchstart', 'pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel'])(
    'runs the task once, at the first %s',
    (type) => {
      const task = vi.fn()
      onFirstInteraction(task)
      expect(task).not.toHaveBeenCalled()
      window.dispatchEvent(new Event(type))
      window.dispatchEvent(new Event('keydown'))
      expect(task).toHaveBeenCalledTimes(1)
    },
  )

  it('does nothing once cancelled', () => {
    const task = vi.fn()
    const cancel = onFirstInteraction(task)
    cancel()
    window.dispatchEvent(new Event('pointerdown'))
    expect(task).not.toHaveBeenCalled()
  })
})
