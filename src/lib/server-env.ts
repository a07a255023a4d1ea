/**
 * Server configuration read once from the environment. Production refuses weak or missing
 * secrets; development gets documented defaults so `npm run dev` works on a fresh clone.
 */
export const DEV_PAYLOAD_SECRET = 'dev-only-secret-change-me-0123456789abcdef'

export class ConfigError extends Error {}

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production'
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret && secret.length >= 32) return secret
  // `next build` evaluates the config but signs nothing; the running server must have one.
  if (isBuildPhase()) return 'next-build-phase-placeholder-secret-not-used'
  if (isProduction()) {
    throw new ConfigError(
      secret
        ? 'PAYLOAD_SECRET must be at least 32 characters long in production.'
        : 'PAYLOAD_SECRET is required in production (at least 32 characters).',
    )
  }
  return secret || DEV_PAYLOAD_SECRET
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  // Only `next build` may lack a database: nothing connects during the build.
  return 'postgres://build:build@127.0.0.1:1/unset'
}

export function publicServerUrl(): string {
  return (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
}

/** "host:port" of a Postgres URL, for messages that must not leak the password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}`
  } catch {
    return 'an unparseable DATABASE_URL'
  }
}
