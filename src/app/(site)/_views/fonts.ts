import localFont from 'next/font/local'

/*
 * Self-hosted (latin subset, variable weight): no request leaves the site for fonts.
 * Not preloaded: a preload puts both files (76 KB) ahead of the first paint on a slow phone
 * connection. Text paints at once in the fallback, a system font sized to each font's metrics
 * (fallback-fonts.css), so the swap moves no line;
 * the browser requests the fonts as soon as the CSS names them for text on the page.
 */
const sans = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
  variable: '--font-sans',
})
const display = localFont({
  src: '../../fonts/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Plus Jakarta Sans Fallback'],
  variable: '--font-display',
})

/** Classes on <html> that define the two font variables the Tailwind theme uses. */
export const fontVariables = `${sans.variable} ${display.variable}`
