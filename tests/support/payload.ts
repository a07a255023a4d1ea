import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | null = null

/** Payload's Local API on the test database (DATABASE_URL set by the setup). */
export function testPayload(): Promise<Payload> {
  instance ??= import('../../payload.config').then(({ default: config }) => getPayload({ config }))
  return instance
}
