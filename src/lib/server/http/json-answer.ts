/** A small JSON answer; `no-transform` also tells Next not to gzip these few bytes (a fresh zlib stream each). */
export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store, no-transform', ...headers } })
}
