/**
 * Writes the two web fonts the site serves (src/app/fonts/*-es-wght-400-800.woff2) from the full
 * Latin files beside them: only the characters of the `unicode-range` that
 * src/app/(site)/_views/fonts.ts declares (Spanish, the rest of Latin-1 for names, typographic
 * punctuation), and the weight axis cut to 400–800, the weights the site's classes use. Same
 * glyphs and metrics for every character kept: 76 KB became 46 KB. A character outside the range
 * is drawn by the fallback font (the browser reads the declared range).
 * Run it after changing the range or a source font: `npm run generate:fonts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { subsetWebFont, webFontFiles } from '../tooling/web-fonts'

for (const { source, served } of webFontFiles) {
  const full = readFileSync(source)
  const subset = await subsetWebFont(full)
  writeFileSync(served, subset)
  console.log(`${path.basename(served)}: ${full.length} → ${subset.length} bytes`)
}
