import crypto from 'node:crypto'

/*
 * Payload 3.90's password hashing (auth/strategies/local/generatePasswordSaltHash.js), which it
 * does not export: pbkdf2-sha256 with 600 000 iterations over the salt's hex string, 32-byte key,
 * stored as "pbkdf2-sha256-v1:<hex>"; older hashes without the prefix used 25 000 iterations and
 * a 512-byte key. Re-implemented to check a current password without signing in (payload.login
 * would open a session) and to spend the same time when an account does not exist.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

const pbkdf2 = (password: string, salt: string, { iterations, keyLength }: typeof CURRENT) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )

/** Whether `password` matches a stored Payload hash and salt. */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, current ? CURRENT : LEGACY)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** The work of checking a password against a current hash, for an account that does not exist. */
export async function spendPasswordCheckTime(): Promise<void> {
  await pbkdf2(crypto.randomBytes(16).toString('hex'), crypto.randomBytes(32).toString('hex'), CURRENT)
}
