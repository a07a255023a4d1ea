// @vitest-environment node
/**
 * The fallback faces in fallback-fonts.css carry numbers computed from the two font files. If a
 * font file is replaced, the numbers must follow, or text jumps when the web font arrives.
 * next/font's own code computes them here, as it did when the project used adjustFontFallback.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const fontFromBuffer = require('next/dist/compiled/@next/font/dist/fontkit').default
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')

const root = path.resolve(import.meta.dirname, '../../..')
const fallbackCss = readFileSync(path.join(root, 'src/app/(site)/fallback-fonts.css'), 'utf8')

function declaredFace(family: string): Record<string, string> {
  const face = [...fallbackCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => Object.fromEntries([...match[1].matchAll(/([a-z-]+):\s*([^;]+);/g)].map((pair) => [pair[1], pair[2].trim()])))
    .find((declarations) => declarations['font-family'] === `'${family}'`)
  if (!face) throw new Error(`no @font-face for ${family} in fallback-fonts.css`)
  return face
}

describe('fallback fonts sized to the web fonts', () => {
  it.each([
    ['Inter Fallback', 'inter-latin-wght-normal.woff2'],
    ['Plus Jakarta Sans Fallback', 'plus-jakarta-sans-latin-wght-normal.woff2'],
  ])('%s has the overrides next/font computes from %s', (family, file) => {
    const expected = getFallbackMetricsFromFontFile(fontFromBuffer(readFileSync(path.join(root, 'src/app/fonts', file))), 'sans-serif')
    const face = declaredFace(family)
    expect(face['ascent-override']).toBe(expected.ascentOverride)
    expect(face['descent-override']).toBe(expected.descentOverride)
    expect(Number.parseFloat(face['line-gap-override'])).toBe(Number.parseFloat(expected.lineGapOverride))
    expect(face['size-adjust']).toBe(expected.sizeAdjust)
    // Arial first, then fonts with its metrics where Arial is missing (Linux, Android).
    for (const local of ['Arial', 'Liberation Sans', 'Arimo', 'Roboto']) expect(face.src).toContain(`local('${local}')`)
  })
})
