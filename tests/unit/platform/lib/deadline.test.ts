import { describe, expect, it } from 'vitest'

import { DeadlineExceeded, withinDeadline } from '@/lib/deadline'

describe('withinDeadline', () => {
  it('passes on a result that comes in time', async () => {
    expect(await withinDeadline(Promise.resolve('listo'), 50)).toBe('listo')
  })

  it('gives up on work that takes too long, and ignores its late failure', async () => {
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 80))
    await expect(withinDeadline(late, 20)).rejects.toBeInstanceOf(DeadlineExceeded)
    await new Promise((resolve) => setTimeout(resolve, 100)) // an unhandled rejection would fail the run
  })
})
