// @vitest-environment node
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { PAGE_SLUG_MAX_LENGTH, pageSlugMessages, pageSlugProblem, reservedPageSlugs } from '@/lib/page-slug'
import { isPreviewablePath } from '@/lib/preview-url'

const root = path.resolve(import.meta.dirname, '../../../..')

describe('a campaign page address', () => {
  it.each(['medicare-florida', 'obamacare-2027', 'aep2026'])('%s is accepted', (slug) => {
    expect(pageSlugProblem(slug)).toBeNull()
  })

  it.each(['Medicare-Florida', 'medicare florida', 'medicare--florida', '-radio', 'radio-', 'niños', 'radio.html', 'radio/2', ''])(
    '%j is refused with the shape rule, in Spanish',
    (slug) => {
      expect(pageSlugProblem(slug)).toBe(pageSlugMessages.shape)
    },
  )

  it('is at most 80 characters', () => {
    expect(pageSlugProblem('a'.repeat(PAGE_SLUG_MAX_LENGTH))).toBeNull()
    expect(pageSlugProblem('a'.repeat(PAGE_SLUG_MAX_LENGTH + 1))).toBe(pageSlugMessages.tooLong)
  })

  it.each(['admin', 'api', 'contacto', 'privacy-policy', 'nondiscrimination-notice', 'paginas', 'images'])(
    'the site’s own path %s is refused',
    (slug) => {
      expect(pageSlugProblem(slug)).toBe(pageSlugMessages.reserved)
    },
  )

  // Files have a dot in their path (/icon.svg, /sitemap.xml), which an address cannot have; folders and routes do not.
  it('cannot take the path of a route of the public site or of a folder in public/', () => {
    const folders = (dir: string) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[_[(]/.test(entry.name) && !entry.name.includes('.'))
        .map((entry) => entry.name)
    const taken = [...folders('src/app/(site)'), ...folders('public')]
    expect(taken).toEqual(expect.arrayContaining(['contacto', 'legal', 'paginas', 'images']))
    expect(taken.filter((name) => !reservedPageSlugs.includes(name))).toEqual([])
  })

  it('can be previewed by staff like the landing and the legal documents', () => {
    expect(isPreviewablePath('/medicare-florida')).toBe(true)
    expect(isPreviewablePath('/privacy-policy')).toBe(true)
    expect(isPreviewablePath('/a/b')).toBe(false)
    expect(isPreviewablePath('https://otro.example/x')).toBe(false)
  })
})
