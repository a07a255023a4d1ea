/**
 * Headers sent with every response: Next's (next.config.mjs) and the answers the site writes
 * itself, in front of Next (server/*.mjs: 413, 411, 408, 400, 503) and in its proxy (src/proxy.ts:
 * refused forms, dead links), through securityHeaderFields. Plain .mjs: next.config and the front
 * server load it.
 *
 * Content-Security-Policy: scripts need 'unsafe-inline' because Next's inline bootstrap would
 * otherwise need a per-request nonce, and a nonce makes every page dynamic (no page cache).
 * The voice assistant (@vapi-ai/web with avoidEval) talks to the Vapi API and Daily's servers
 * and loads Daily's call machine from c.daily.co; Daily's audio processing compiles
 * WebAssembly ('wasm-unsafe-eval', not 'unsafe-eval').
 */
const voiceOrigins = {
  script: ['https://c.daily.co'],
  connect: ['https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co', 'wss://*.wss.daily.co'],
}

function contentSecurityPolicy({ development = process.env.NODE_ENV !== 'production', framedBySite = false } = {}) {
  const directives = {
    'default-src': ["'self'"],
    // Development adds 'unsafe-eval' for React's dev tooling only.
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...voiceOrigins.script, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...voiceOrigins.connect, ...(development ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySite ? "'self'" : "'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * `framedBySite`: the page may be shown in a frame of this same site, for the admin's live
 * preview; next.config.mjs sends these only with Next's draft-mode cookie, which only a staff
 * member's own preview sets (src/app/api/preview). Every other page refuses any frame.
 */
export function securityHeaders({ framedBySite = false } = {}) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ framedBySite }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: framedBySite ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Permissions-Policy', value: 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()' },
  ]
  if (process.env.NODE_ENV === 'production') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/**
 * The same headers as one object of lower-case names, for the answers the site writes itself
 * (issue 33, finding 16: the front server's 413 and 411 carried none). Read at each call: the
 * front server sets NODE_ENV (and so HSTS) after its imports have loaded this module.
 * @returns {Record<string, string>}
 */
export function securityHeaderFields() {
  return Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]))
}
