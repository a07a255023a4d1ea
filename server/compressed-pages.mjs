/**
 * Keeps Next's gzip of each page it answers with an ETag, so the next visitor's copy is not
 * compressed again.
 *
 * Why: Next's `compress` gzips every response anew. For the landing (≈ 240 KB of HTML) that was
 * 4.6 ms of CPU per request on this project's 2-core machine, as much as everything else the
 * request cost (bench/throughput-profile.ts, docs/performance.md). The compression middlewares
 * that keep compressed copies (shrink-ray-current) need native add-ons that cannot be built from
 * the npm registry alone, and none of them asks Next whether its copy still holds.
 *
 * Why it stays correct: a kept copy is sent only when Next itself answers 304 to the kept ETag
 * (Next's hash of the uncompressed page) for this very request. Next still routes, runs the
 * proxy, revalidates and decides what the page is; only the gzip pass is saved. Requests that
 * carry their own validators, ask for a part of the page or for an RSC payload pass through
 * untouched, and only a client that accepts gzip gets the gzipped copy.
 */

/** All kept copies together (bytes); the least recently used go first. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024
/** A larger answer is not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/** @typedef {{ etag: string, contentType: string, body: Buffer }} KeptPage */

/** @type {Map<string, KeptPage>} by request URL, least recently used first */
const keptPages = new Map()
let keptBytes = 0

/** Headers that make Next answer something other than the page's HTML (RSC payloads, server actions). */
const NEXT_VARIANT_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/**
 * Whether `accept-encoding` takes gzip (by name or `*`, with a quality above 0).
 * @param {string | undefined} header
 */
export function acceptsGzip(header) {
  return (header ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (coding !== 'gzip' && coding !== '*') return false
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/** @param {import('node:http').IncomingMessage} req */
function mayUseKeptCopy(req) {
  const { headers } = req
  if (req.method !== 'GET' || headers['if-none-match'] || headers['if-modified-since'] || headers.range) return false
  if (NEXT_VARIANT_HEADERS.some((name) => headers[name] !== undefined)) return false
  return acceptsGzip(headers['accept-encoding'])
}

/** @param {import('node:http').ServerResponse} res */
function mayBeKept(res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return (
    res.statusCode === 200 &&
    typeof res.getHeader('etag') === 'string' &&
    res.getHeader('content-encoding') === 'gzip' &&
    res.getHeader('set-cookie') === undefined &&
    !/private|no-store/i.test(cacheControl)
  )
}

/** @param {string} url @param {KeptPage} page */
function keep(url, page) {
  forget(url)
  keptPages.set(url, page)
  keptBytes += page.body.length
  for (const [oldest, { body }] of keptPages) {
    if (keptBytes <= MAX_TOTAL_BYTES) break
    keptPages.delete(oldest)
    keptBytes -= body.length
  }
}

/** @param {string} url */
function forget(url) {
  const page = keptPages.get(url)
  if (!page) return
  keptPages.delete(url)
  keptBytes -= page.body.length
}

/** @param {unknown} chunk @param {unknown} encoding */
function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return Buffer.alloc(0)
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
  return Buffer.from(/** @type {Uint8Array} */ (chunk))
}

/**
 * Hands the request to `handle` (Next's request handler): with the kept copy's ETag as its
 * validator when there is one, answering Next's 304 with the kept copy, and keeping a new copy
 * when Next answers a whole gzipped page with an ETag.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 */
export function withKeptCompression(req, res, handle) {
  if (!mayUseKeptCopy(req)) return handle(req, res)
  const url = req.url ?? '/'
  const kept = keptPages.get(url)
  if (kept) {
    req.headers['if-none-match'] = kept.etag
    keptPages.delete(url) // back in as the most recently used
    keptPages.set(url, kept)
  }
  /** @type {'pass' | 'kept' | 'capture'} */
  let mode = 'pass'
  /** @type {Buffer[]} */
  let captured = []
  let capturedBytes = 0

  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
      // Headers given here (not with setHeader) are set first, so the checks below see them.
      const given = rest.find((argument) => typeof argument === 'object' && argument !== null)
      if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) res.setHeader(name, value)
      const statusMessage = rest.filter((argument) => typeof argument === 'string')
      if (kept && statusCode === 304) {
        mode = 'kept'
        res.setHeader('content-type', kept.contentType)
        res.setHeader('content-encoding', 'gzip')
        res.setHeader('content-length', kept.body.length)
        res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
        return writeHead.call(res, 200)
      }
      res.statusCode = statusCode
      if (mayBeKept(res)) mode = 'capture'
      else forget(url)
      return writeHead.call(res, statusCode, ...statusMessage, ...(Array.isArray(given) ? [given] : []))
    }
  )
  // Node writes the head on the first write or end: done here first, so the mode is known
  // before any byte of the body is seen.
  res.write = /** @type {typeof res.write} */ (
    (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (mode === 'capture') collect(chunk, rest[0])
      return write.call(res, chunk, ...rest)
    }
  )
  res.end = /** @type {typeof res.end} */ (
    (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (mode === 'kept') return end.call(res, kept?.body)
      if (mode === 'capture') collect(chunk, rest[0])
      if (mode === 'capture') {
        keep(url, {
          etag: String(res.getHeader('etag')),
          contentType: String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
          body: Buffer.concat(captured),
        })
      }
      return end.call(res, chunk, ...rest)
    }
  )

  /** @param {unknown} chunk @param {unknown} encoding */
  function collect(chunk, encoding) {
    const buffer = toBuffer(chunk, encoding)
    capturedBytes += buffer.length
    if (capturedBytes > MAX_PAGE_BYTES) {
      mode = 'pass'
      captured = []
      forget(url)
      return
    }
    if (buffer.length > 0) captured.push(buffer)
  }

  return handle(req, res)
}
