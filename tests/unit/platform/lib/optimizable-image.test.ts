import { describe, expect, it } from 'vitest'

import { isOptimizableImageUrl } from '@/lib/optimizable-image'

describe('isOptimizableImageUrl', () => {
  it('takes a media file or public image as Payload and next/image write it', () => {
    expect(isOptimizableImageUrl('/api/media/file/logo-aetna.png')).toBe(true)
    expect(isOptimizableImageUrl(`/api/media/file/${encodeURIComponent('foto de la oficina (1).jpg')}`)).toBe(true)
    expect(isOptimizableImageUrl('/images/hero.webp')).toBe(true)
  })

  it.each([
    ['a query string', '/api/media/file/logo.png?p=1'],
    ['an empty query string', '/api/media/file/logo.png?'],
    ['a fragment', '/api/media/file/logo.png#1'],
    ['a dot segment', '/api/media/file/./logo.png'],
    ['a parent segment', '/api/media/file/x/../logo.png'],
    ['an empty segment', '/api/media/file//logo.png'],
    ['a needless escape', '/api/media/file/%6Cogo.png'],
    ['a lower-case escape', '/api/media/file/ni%c3%b1o.png'],
    ['a space left unescaped', '/api/media/file/a b.png'],
    ['a malformed escape', '/api/media/file/%E0%A4%A.png'],
    ['another folder', '/api/users/me'],
    ['an absolute URL', 'https://example.com/api/media/file/logo.png'],
    ['nothing', null],
  ])('refuses %s', (_, url) => {
    expect(isOptimizableImageUrl(url)).toBe(false)
  })
})
