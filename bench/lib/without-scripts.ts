import { createServer, request } from 'node:http'
import { gzipSync } from 'node:zlib'

import { freePort } from '../../tooling/embedded-postgres'

/** Every <script> (with src or inline, the RSC payload included) and every script preload. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g

/**
 * A loopback proxy in front of the site that serves each of `paths` with every script taken out
 * of its HTML (gzipped, as the site sends it) and passes every other request through byte for
 * byte: the same pages, CSS, fonts and images, without JavaScript. `url` is its origin.
 */
export async function startWithoutScripts(siteUrl: string, paths: readonly string[]): Promise<{ url: string; stop: () => void }> {
  const site = new URL(siteUrl)
  const forward = (method: string, url: string, headers: Record<string, string | string[] | undefined>) =>
    new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const outgoing = request({ hostname: site.hostname, port: site.port, method, path: url, headers: { ...headers, host: site.host } })
      outgoing.on('response', resolve).on('error', reject).end()
    })
  const server = createServer(async (incoming, response) => {
    try {
      if (incoming.url && paths.includes(incoming.url)) {
        const upstream = await forward('GET', incoming.url, { ...incoming.headers, 'accept-encoding': 'identity' })
        const chunks: Buffer[] = []
        for await (const chunk of upstream) chunks.push(chunk)
        const html = Buffer.concat(chunks).toString('utf8').replace(SCRIPTS, '')
        response.writeHead(upstream.statusCode ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
        response.end(gzipSync(html))
        return
      }
      const upstream = await forward(incoming.method ?? 'GET', incoming.url ?? '/', incoming.headers)
      response.writeHead(upstream.statusCode ?? 502, upstream.headers)
      upstream.pipe(response)
    } catch {
      response.writeHead(502).end()
    }
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() }
}
