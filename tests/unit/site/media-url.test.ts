import { describe, expect, it } from 'vitest'

import { localMediaPath } from '@/lib/media-url'

describe('localMediaPath', () => {
  it('turns an absolute Payload media URL into a same-site path', () => {
    expect(localMediaPath('http://localhost:3310/api/media/file/logo-aetna.png')).toBe('/api/media/file/logo-aetna.png')
  })

  it('keeps relative paths and other URLs as they are', () => {
    expect(localMediaPath('/api/media/file/a.png')).toBe('/api/media/file/a.png')
    expect(localMediaPath('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
  })
})
