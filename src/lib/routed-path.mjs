/**
 * The paths a request target may be routed as. Next does not route the path as the client
 * spelled it: it parses the target as a URL (WHATWG), which resolves `.` and `..` segments, also
 * percent-encoded ones (`%2e`), reads `\` as `/` and drops a `#fragment`; it redirects repeated
 * slashes; its router decodes the path. A limit chosen on the raw spelling is one a client can
 * pick (`/api/./users/login` is the sign-in). Plain JS: the server in front of Next loads it.
 *
 * Every reading is returned, so a caller can apply the strictest rule any of them matches: a
 * path spelled plainly reads the same every way, and keeps its own rule.
 */

/** @param {string} path */
function decoded(path) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path // a malformed escape: the router does not decode it either
  }
}

/** @param {string} target a path, or the absolute form a client may send to a proxy */
function urlPathname(target) {
  try {
    return target.startsWith('/') ? new URL(`http://n${target}`).pathname : new URL(target).pathname
  } catch {
    return target.split(/[?#]/, 1)[0]
  }
}

const collapseSlashes = (/** @type {string} */ path) => path.replace(/\\/g, '/').replace(/\/\/+/g, '/')

/**
 * @param {string | undefined} target the request target, usually `/path?query`
 * @returns {string[]}
 */
export function routedPathsOf(target = '/') {
  const raw = target.split(/[?#]/, 1)[0]
  const parsed = urlPathname(collapseSlashes(raw))
  // Decoding may reveal dot segments or slashes of its own (`%2F..%2F`): read those as a URL again.
  const readings = [raw, parsed, decoded(raw), decoded(parsed), urlPathname(collapseSlashes(decoded(parsed)))]
  return [...new Set(readings)]
}
