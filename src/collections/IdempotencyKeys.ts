import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The first answer to each submission that carried an `Idempotency-Key` (src/db/idempotency.ts),
 * kept for a day so a retry gets that answer again instead of storing the submission twice.
 * Written in the same transaction as what the submission stored. Server-only: no API access,
 * not in the admin panel.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  labels: { singular: 'Clave de idempotencia', plural: 'Claves de idempotencia' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // "<scope>:<key>", e.g. "contacts:8e03978e-40d5-43e8-bc93-6894a57f9324"
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    // SHA-256 of the request's content: the same key with other content is refused (422).
    { name: 'fingerprint', type: 'text', required: true },
    { name: 'responseStatus', type: 'number', required: true },
    { name: 'responseBody', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
