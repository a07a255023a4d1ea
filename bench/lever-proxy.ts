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
import { createServer, request } from 'node:http'
import { gzipSync } from 'node:zlib'

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
const site = new URL(targetUrl)

createServer((incoming, response) => {
  const headers = { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' }
  const outgoing = request({ hostname: site.hostname, port: site.port, method: incoming.method, path: incoming.url, headers })
  outgoing.on('response', async (upstream) => {
    const chunks: Buffer[] = []
    for await (const chunk of upstream) chunks.push(chunk)
    let body = Buffer.concat(chunks)
    const answerHeaders = { ...upstream.headers }
    delete answerHeaders['content-length']
    delete answerHeaders['transfer-encoding']
    if (String(upstream.headers['content-type']).includes('text/html')) {
      body = gzipSync(lever(body.toString('utf8')))
      answerHeaders['content-encoding'] = 'gzip'
    }
    response.writeHead(upstream.statusCode ?? 200, answerHeaders)
    response.end(body)
  })
  outgoing.on('error', () => {
    response.writeHead(502)
    response.end()
  })
  incoming.pipe(outgoing)
}).listen(port, '127.0.0.1', () => console.log(`${targetUrl} with lever «${leverName}» on http://127.0.0.1:${port}`))
