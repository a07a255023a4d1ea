import localFont from 'next/font/local'

/*
 * Self-hosted, one variable file per family: no request leaves the site for fonts. Each file holds
 * only the characters of the unicode-range below (Spanish and the rest of Latin-1, typographic
 * punctuation) and the weights 400–800 (`npm run generate:fonts`, scripts/subset-fonts.ts);
 * a character outside it is drawn by the fallback.
 * Not preloaded: a preload puts both files (46 KB) ahead of the first paint on a slow phone
 * connection (measured: LCP 12–24 % later with the network throttled, docs/performance.md).
 * Text paints at once in the fallback, a system font sized to each font's metrics
 * (fallback-fonts.css), so the swap moves no line; the browser requests the fonts as soon as the
 * CSS names them for text on the page.
 */
const sans = localFont({
  src: '../../fonts/inter-es-wght-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
  variable: '--font-sans',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-2019, U+201C-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122',
    },
  ],
})
const display = localFont({
  src: '../../fonts/plus-jakarta-sans-es-wght-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Plus Jakarta Sans Fallback'],
  variable: '--font-display',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-2019, U+201C-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122',
    },
  ],
})

/** Classes on <html> that define the two font variables the Tailwind theme uses. */
export const fontVariables = `${sans.variable} ${display.variable}`
