import { passwordProblem } from '../lib/password-policy'
import { ConfigError, firstAdminVariables, isProduction } from '../lib/server/server-env'

const DEV_ADMIN_EMAIL = 'admin@agencia.example'
const DEV_ADMIN_PASSWORD = 'cambia-esta-clave-local'

/** The first staff account: from ADMIN_EMAIL / ADMIN_PASSWORD, or documented dev defaults. */
export function firstAdminCredentials(): { email: string; password: string } {
  const { email, password } = firstAdminVariables()
  if (email && password) {
    // The same rule as every other password, said here in the operator's terms.
    const problem = passwordProblem(password, [email])
    if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused by the password rule (≥ 12 characters, not common): ${problem}`)
    return { email, password }
  }
  if (isProduction()) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first admin in production.')
  }
  return { email: email || DEV_ADMIN_EMAIL, password: password || DEV_ADMIN_PASSWORD }
}
