/**
 * The production server: Next's request handler behind a thin Node HTTP server. `npm start`,
 * the Docker image, and the e2e and bench servers run it. Before Next sees a request it does the
 * two things a route handler cannot do:
 * - it passes the TCP peer's address to the app (src/lib/server/peer-address.mjs): a route handler has
 *   no socket, and Next keeps an X-Forwarded-For that the client wrote itself;
 * - it refuses a body over its path's limit with 413 before reading it
 *   (src/lib/request-body-limits.mjs). Nothing in Next does this: its request handler and
 *   Payload read the whole body, and `proxy.ts` runs after Next has taken the request;
 * - it keeps Next's gzip of each page Next answers with an ETag and sends it again while Next
 *   answers 304 to that ETag (compressed-pages.mjs): the landing is not compressed per request;
 * - once started, it opens the admin's routes itself, in the background (admin-warm-up.mjs), so
 *   the first staff member after a deploy does not wait for Next's lazy first load.
 *
 * Next is reached only through its documented custom-server API: `next()`, `prepare()`,
 * `getRequestHandler()` and `close()` (https://nextjs.org/docs/app/guides/custom-server), which
 * sets Next up as `next start` does: routing, caching, compression, the instrumentation hook.
 * Like `next start`, it takes -p/--port, -H/--hostname and --keepAliveTimeout (or PORT,
 * KEEP_ALIVE_TIMEOUT, and HOSTNAME in the standalone output), and on SIGTERM/SIGINT it stops
 * accepting connections, finishes the requests in flight and closes Next.
 *
 * Plain JS that needs only `next`, so it runs from Next's standalone output too (the Docker
 * image). next.config.mjs copies it there, with the files it imports.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import next from 'next'

import { outageWatchStorage } from '../src/lib/server/database-outage-watch.mjs'
import { markFrontServer } from '../src/lib/server/peer-address.mjs'
import { sharedCacheOptions } from '../src/lib/server/shared-cache.mjs'
import { warmUpAdminInBackground } from './admin-warm-up.mjs'
import { withKeptCompression } from './compressed-pages.mjs'
import { answerDatabaseOutage } from './outage-answer.mjs'
import { createFrontServer } from './request-guard.mjs'

// Set as `next start` sets them, before Next loads.
process.env.NODE_ENV = 'production'
process.env.NEXT_RUNTIME ??= 'nodejs'

const dir = fileURLToPath(new URL('..', import.meta.url))
process.chdir(dir)

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
})

/** The Next config serialised by the build; in the standalone output it is the only config there is. */
function builtConfig() {
  const file = path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'required-server-files.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')).config
  } catch {
    return null // no build: Next says so itself when it starts
  }
}

const standalone = builtConfig()?.output === 'standalone'
// The one private part of Next this server uses (docs/security.md, "Next through its public API only"): the
// standalone output has no next.config.mjs, and Next reads the build's config from this
// variable, exactly as the server.js it generates does. The image is built without REDIS_URL:
// the shared page cache is switched on here, at start. `npm run test:standalone` fails if a
// Next release stops reading it (the checks "the build's config reaches Next" and the rest).
if (standalone) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify({ ...builtConfig(), ...sharedCacheOptions() })

const port = Number.parseInt(options.port ?? process.env.PORT ?? '3000', 10)
const hostname = options.hostname ?? (standalone ? process.env.HOSTNAME || '0.0.0.0' : undefined)
const keepAliveValue = Number.parseInt(options.keepAliveTimeout ?? process.env.KEEP_ALIVE_TIMEOUT ?? '', 10)
const keepAliveTimeout = Number.isFinite(keepAliveValue) && keepAliveValue >= 0 ? keepAliveValue : undefined

/** @type {ReturnType<typeof next> | undefined} */
let app
/** @type {Promise<ReturnType<ReturnType<typeof next>['getRequestHandler']>>} */
let handler

const server = createFrontServer(async () => {
  const requestHandler = await handler
  // The app reports a database that does not answer (src/lib/server/database-outage-watch.mjs): 503 at once.
  const outageWatch = outageWatchStorage()
  return {
    handleRequest: (req, res) =>
      outageWatch.run({ report: () => answerDatabaseOutage(req, res) }, () => withKeptCompression(req, res, requestHandler)),
  }
})
if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout
server.on('error', (error) => {
  console.error('Failed to start server', error)
  process.exit(1)
})

markFrontServer()
server.listen(port, hostname, () => {
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const shownHost = !hostname || hostname === '0.0.0.0' ? 'localhost' : hostname === '::' ? '[::1]' : hostname
  const origin = `http://${shownHost.includes(':') && !shownHost.startsWith('[') ? `[${shownHost}]` : shownHost}:${actualPort}`
  process.env.PORT = String(actualPort)
  const seconds = process.uptime()
  const nextVersion = createRequire(import.meta.url)('next/package.json').version
  console.log(`▲ Next.js ${nextVersion} behind the site's server, listening on ${origin} after ${seconds.toFixed(1)} s`)
  const nextApp = next({ dev: false, dir, hostname, port: actualPort, httpServer: server })
  app = nextApp
  handler = nextApp.prepare().then(() => nextApp.getRequestHandler())
  handler.catch((error) => {
    console.error(error)
    process.exit(1)
  })
  // The first staff member after a deploy should not wait for the admin's first load (admin-warm-up.mjs).
  if (typeof address === 'object' && address) warmUpAdminInBackground(address, handler)
})

let stopping = false
/** @param {'SIGINT' | 'SIGTERM'} signal */
async function stop(signal) {
  if (stopping) return
  stopping = true
  // First no new connections, and the requests in flight finish (they may schedule work that
  // Next's close() waits for); idle keep-alive connections are closed by server.close().
  await new Promise((resolve) => server.close(resolve))
  await handler?.then(() => app?.close()).catch(console.error)
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
