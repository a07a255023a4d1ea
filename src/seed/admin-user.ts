import { ConfigError, isProduction } from '../lib/server-env'

export const DEV_ADMIN_EMAIL = 'admin@agencia.example'
export const DEV_ADMIN_PASSWORD = 'cambia-esta-clave-local'

/** The first staff account: from ADMIN_EMAIL / ADMIN_PASSWORD, or documented dev defaults. */
export function firstAdminCredentials(): { email: string; password: string } {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (email && password) return { email, password }
  if (isProduction()) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first admin in production.')
  }
  return { email: email || DEV_ADMIN_EMAIL, password: password || DEV_ADMIN_PASSWORD }
}
