/**
 * A loopback proxy in front of the site that serves its HTML with one lever applied, every other
 * answer byte for byte: a lever tried on the same build, side by side, without building twice.
 * HTML is re-gzipped (as the site sends it), so compare against `none`, the same proxy changing
 * nothing, not against the site itself.
 *
 * Usage: npx tsx bench/lever-proxy.ts <port> <lever>   (BENCH_URL, default http://localhost:3000)
 *   none          the HTML as the site sends it
 *   preload       both web fonts preloaded from <head>
 *   preload-low   the same at fetchpriority="low"
 * then e.g. BENCH_URL=http://localhost:3100 AGAINST=http://localhost:3101 npx tsx bench/main-thread.ts
 */
import { startHtmlRewritingProxy } from './lib/html-rewriting-proxy'
import { targetUrl } from './lib/target'

const levers: Record<string, (html: string) => string> = {
  none: (html) => html,
  preload: (html) => withFontPreloads(html, ''),
  'preload-low': (html) => withFontPreloads(html, ' fetchpriority="low"'),
}

function withFontPreloads(html: string, attributes: string): string {
  const fonts = new Set([...html.matchAll(/url\((\/_next\/static\/media\/[^)]+\.woff2)\)/g)].map((match) => match[1]))
  const links = [...fonts].map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin=""${attributes} href="${font}"/>`)
  return html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${links.join('')}`)
}

const [port, leverName] = [Number(process.argv[2]), process.argv[3]]
const lever = levers[leverName]
if (!port || !lever) {
  console.error(`Usage: npx tsx bench/lever-proxy.ts <port> <${Object.keys(levers).join('|')}>`)
  process.exit(2)
}
const proxy = await startHtmlRewritingProxy(targetUrl, lever, { port })
console.log(`${targetUrl} with lever «${leverName}» on ${proxy.url}`)
