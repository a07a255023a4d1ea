import localFont from 'next/font/local'

/*
 * Self-hosted (latin subset, variable weight): no request leaves the site for fonts.
 * Not preloaded: a preload puts both files (76 KB) ahead of the first paint on a slow phone
 * connection. Text paints at once in the fallback, Arial sized to each font's metrics
 * (`adjustFontFallback`, next/font's default for local fonts), so the swap moves no line;
 * the browser requests the fonts as soon as the CSS names them for text on the page.
 */
const sans = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-sans',
})
const display = localFont({
  src: '../../fonts/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-display',
})

/** Classes on <html> that define the two font variables the Tailwind theme uses. */
export const fontVariables = `${sans.variable} ${display.variable}`
