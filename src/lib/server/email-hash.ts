import { createHmac } from 'node:crypto'

/**
 * How an e-mail appears in the logs: the first 16 hex characters of HMAC-SHA256 keyed with the
 * site's PAYLOAD_SECRET. Lines about one account can be grouped and looked up by whoever has
 * the secret, but the log alone does not reveal (or let anyone confirm a guess of) an address.
 */
export function emailHash(email: string, secret: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
}
