// @vitest-environment node
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sharedCacheOptions } from '@/lib/server/shared-cache.mjs'

describe('the shared page cache settings', () => {
  it('with REDIS_URL, names the project root cache-handler.mjs, a file that exists', () => {
    const { cacheHandler, cacheMaxMemorySize } = sharedCacheOptions({ ...process.env, REDIS_URL: 'redis://127.0.0.1:6379' }) as {
      cacheHandler: string
      cacheMaxMemorySize: number
    }
    expect(cacheHandler).toBe(path.resolve('cache-handler.mjs'))
    expect(existsSync(cacheHandler)).toBe(true)
    expect(cacheMaxMemorySize).toBe(0)
  })

  it("without REDIS_URL, leaves Next's own cache", () => {
    expect(sharedCacheOptions({ ...process.env, REDIS_URL: '' })).toEqual({})
  })
})
