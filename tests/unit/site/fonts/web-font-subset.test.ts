// @vitest-environment node
/**
 * The web fonts are cut to the characters fonts.ts declares (scripts/subset-fonts.ts): the served
 * files must be exactly that cut, and no character of the site's copy that the full fonts drew may
 * fall outside it (it would switch to the fallback font in the middle of a word).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  charactersOfUnicodeRange,
  declaredUnicodeRange,
  SOURCE_LATIN_RANGE,
  subsetWebFont,
  webFontFiles,
} from '../../../../tooling/web-fonts'

const COPY_DIRS = ['src/copy', 'src/seed/content', 'src/records/texts', 'src/i18n']

function filesUnder(dir: string): string[] {
  return readdirSync(path.resolve(dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name))
      : /\.(ts|tsx|mjs|md)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  )
}

describe('the web fonts the site serves', () => {
  it.each(webFontFiles)('$served is the full file cut to the declared range and weights', async ({ source, served }) => {
    const expected = await subsetWebFont(readFileSync(source))
    expect(Buffer.compare(readFileSync(served), expected)).toBe(0)
  })

  it("keep every character of the site's copy that the full fonts drew", () => {
    const fullFonts = new Set(charactersOfUnicodeRange(SOURCE_LATIN_RANGE))
    const served = new Set(charactersOfUnicodeRange(declaredUnicodeRange()))
    const missing = new Map<string, string>()
    for (const file of COPY_DIRS.flatMap(filesUnder)) {
      for (const character of readFileSync(file, 'utf8')) {
        if (character >= ' ' && fullFonts.has(character) && !served.has(character)) missing.set(character, file)
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
