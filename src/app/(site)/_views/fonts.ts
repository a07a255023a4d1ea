import localFont from 'next/font/local'

// Self-hosted (latin subset, variable weight): no request leaves the site for fonts.
const sans = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
})
const display = localFont({
  src: '../../fonts/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-display',
})

/** Classes on <html> that define the two font variables the Tailwind theme uses. */
export const fontVariables = `${sans.variable} ${display.variable}`
