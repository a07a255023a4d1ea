import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { payloadSecret } from './server-env'

/**
 * How a link's token travels to the e-mail that carries it (a jobs-queue input, an idempotent
 * answer kept for a replay, a signing link handed out again): only a link's hash may sit in the
 * database in the clear (link-token.ts), so wherever the token itself must wait it waits sealed
 * (AES-256-GCM, key derived from PAYLOAD_SECRET): a database copy alone cannot open it. Node's own
 * cipher; nothing to add. The key's label is the one the first sealed tokens (signing links) were
 * written with: tokens kept sealed in the database must still open.
 */
const key = () => createHash('sha256').update(`record-link-mail:${payloadSecret()}`, 'utf8').digest()

export function sealToken(token: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

export function openToken(sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key(), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}
