import { createHash, randomBytes } from 'node:crypto'

/**
 * Links sent to visitors and clients (manage an appointment, sign a record) carry a random
 * token, never a row's id; only its SHA-256 is stored, so a database copy cannot be used to
 * act on anyone's behalf. 32 random bytes: guessing is out of reach, so a plain hash is enough.
 */
export type LinkToken = { token: string; tokenHash: string }

export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashLinkToken(token) }
}

/** A token's shape before any database lookup: 43 base64url characters. */
export const looksLikeLinkToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
