import { createHash, timingSafeEqual } from 'node:crypto'

/** The secret a request presents: `X-Vapi-Secret: <secret>` or `Authorization: Bearer <secret>`. */
export function presentedSecret(headers: Headers): string | null {
  const header = headers.get('x-vapi-secret')
  if (header) return header.trim()
  const authorization = headers.get('authorization')?.trim()
  const bearer = authorization && /^Bearer\s+(.+)$/i.exec(authorization)
  return bearer ? bearer[1].trim() : null
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** Constant-time comparison: both sides are hashed first, so neither content nor length leaks through timing. */
export function secretMatches(presented: string | null, expected: string): boolean {
  if (!presented || !expected) return false
  return timingSafeEqual(digest(presented), digest(expected))
}
