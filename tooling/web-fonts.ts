import { readFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const fontsDir = path.resolve('src/app/fonts')

/** Each web font: the full Latin file it is cut from, and the file the site serves. */
export const webFontFiles = ['inter', 'plus-jakarta-sans'].map((family) => ({
  source: path.join(fontsDir, `${family}-latin-wght-normal.woff2`),
  served: path.join(fontsDir, `${family}-es-wght-400-800.woff2`),
}))

/**
 * What the full files cover: Fontsource's "latin" subset, which they are. A character the site's
 * copy uses from here must stay in the served files.
 */
export const SOURCE_LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * The `unicode-range` src/app/(site)/_views/fonts.ts declares for both fonts (next/font takes
 * literals only, so it is written there, once per font): refused when the two differ.
 */
export function declaredUnicodeRange(): string {
  const fontsModule = readFileSync(path.resolve('src/app/(site)/_views/fonts.ts'), 'utf8')
  const ranges = new Set([...fontsModule.matchAll(/prop: 'unicode-range',\s*value: '([^']+)'/g)].map((match) => match[1]))
  if (ranges.size !== 1)
    throw new Error(`src/app/(site)/_views/fonts.ts must declare one 'unicode-range' for both fonts (found ${ranges.size})`)
  return [...ranges][0]
}

/** Every character of a CSS `unicode-range` value such as `U+0020-007E, U+00A0-00FF, U+2026`. */
export function charactersOfUnicodeRange(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((part) => {
      const [first, last = first] = part.split('-').map((hex) => Number.parseInt(hex, 16))
      return Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset))
    })
    .join('')
}

/** The served file cut from a full one: the declared characters, the weight axis at 400–800. */
export function subsetWebFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, charactersOfUnicodeRange(declaredUnicodeRange()), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  })
}
