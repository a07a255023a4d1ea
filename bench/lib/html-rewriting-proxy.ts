import { createServer, type IncomingHttpHeaders, request } from 'node:http'
import { gzipSync } from 'node:zlib'

import { freePort } from '../../tooling/embedded-postgres'

type Options = {
  /** Only these paths' HTML is rewritten (default: every page a browser navigates to). */
  paths?: readonly string[]
  /** Its port (default: a free one). */
  port?: number
}

/**
 * A loopback proxy in front of the site that serves HTML rewritten by `rewrite` (gzipped, as the
 * site sends it) and passes every other request through byte for byte: the same CSS, fonts,
 * images and scripts. `url` is its origin.
 */
export async function startHtmlRewritingProxy(
  siteUrl: string,
  rewrite: (html: string) => string,
  { paths, port }: Options = {},
): Promise<{ url: string; stop: () => void }> {
  const site = new URL(siteUrl)
  const rewrites = (path: string, headers: IncomingHttpHeaders) =>
    paths ? paths.includes(path) : String(headers.accept ?? '').includes('text/html')
  const server = createServer((incoming, response) => {
    const path = incoming.url ?? '/'
    const candidate = rewrites(path, incoming.headers)
    const headers = { ...incoming.headers, host: site.host, ...(candidate ? { 'accept-encoding': 'identity' } : {}) }
    const outgoing = request({ hostname: site.hostname, port: site.port, method: incoming.method, path, headers })
    outgoing.on('response', async (upstream) => {
      if (!candidate || !String(upstream.headers['content-type']).includes('text/html')) {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers)
        upstream.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      for await (const chunk of upstream) chunks.push(chunk)
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...answerHeaders } = upstream.headers
      const html = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8')))
      // Gzipped as the site sends it, unless the client asked otherwise (another of these proxies in front).
      const gzip = String(incoming.headers['accept-encoding'] ?? '').includes('gzip')
      response.writeHead(upstream.statusCode ?? 200, gzip ? { ...answerHeaders, 'content-encoding': 'gzip' } : answerHeaders)
      response.end(gzip ? gzipSync(html) : html)
    })
    outgoing.on('error', () => response.writeHead(502).end())
    incoming.pipe(outgoing)
  })
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${listenPort}`, stop: () => server.close() }
}
