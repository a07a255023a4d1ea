import localFont from 'next/font/local'

/*
 * Self-hosted (latin subset, variable weight): no request leaves the site for fonts.
 * Not preloaded: a preload puts both files (76 KB) ahead of the first paint on a slow phone
 * connection. Text paints at once in the fallback, Arial sized to each font's metrics
 * (`adjustFontFallback`, next/font's default for local fonts). `optional`: a font that is not
 * there within the first ~100 ms (a first visit on a slow phone) is not swapped in later, so no
 * line ever moves (CLS 0; with `swap` the late swap still shifted text by 0.007); once cached,
 * the next page uses it from the start.
 */
const sans = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-sans',
})
const display = localFont({
  src: '../../fonts/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-display',
})

/** Classes on <html> that define the two font variables the Tailwind theme uses. */
export const fontVariables = `${sans.variable} ${display.variable}`
