/**
 * The settings that would make a feature fail without a word while the site runs, looked at
 * once when the server starts (src/lib/server/server-env.ts `checkProductionConfig`, called by the
 * instrumentation hook in every mode and by `npm start`). Each finding is one line that names
 * the setting, the rule and what goes wrong:
 * - a refusal: production does not start (in development it is only a warning);
 * - a warning: the site starts, and the line says what will not work.
 * Pure: it reads only the variables it is given.
 */
import { isLoopbackHost } from './smtp-settings'
import { incompleteTwilio } from './twilio-settings'

/** The shortest secret the voice webhook accepts (src/lib/server/server-env.ts): a shorter one is ignored. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32

export type StartupFindings = { refusals: string[]; warnings: string[] }

type Env = Record<string, string | undefined>

const set = (env: Env, name: string) => Boolean(env[name]?.trim())

function shortVoiceSecrets(env: Env): string[] {
  const lost = {
    VAPI_WEBHOOK_SECRET: 'every call report from Vapi is refused with 401 and its voice lead is lost',
    VAPI_WEBHOOK_HMAC_SECRET: 'it is ignored and the voice webhook falls back to VAPI_WEBHOOK_SECRET',
  }
  return Object.entries(lost).flatMap(([name, consequence]) => {
    const length = env[name]?.trim().length ?? 0
    if (length === 0 || length >= WEBHOOK_SECRET_MIN_LENGTH) return []
    return [
      `${name} is ${length} characters long; it must have at least ${WEBHOOK_SECRET_MIN_LENGTH} ` +
        `(openssl rand -hex 32), otherwise ${consequence}.`,
    ]
  })
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
const S3_OPTIONAL = ['S3_ENDPOINT']

function incompleteS3(env: Env): string[] {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => set(env, name))
  const missing = S3_REQUIRED.filter((name) => !set(env, name))
  if (given.length === 0 || missing.length === 0) return []
  return [
    `S3 storage is half configured: ${given.join(', ')} set but ${missing.join(', ')} missing; ` +
      `set ${S3_REQUIRED.join(', ')} (and S3_ENDPOINT for a server that is not AWS), or none of them to keep uploads in MEDIA_DIR.`,
  ]
}

function missingSmtp(env: Env): string[] {
  if (set(env, 'SMTP_HOST')) return []
  const recipient = env.CONTACT_NOTIFY_TO?.trim() || "the agency's e-mail of admin › Datos de la agencia"
  return [
    `SMTP_HOST is not set: new contact e-mails to ${recipient} wait in the queue until it is, password resets are not sent; ` +
      'set SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASS.',
  ]
}

/** The URL's port, or its scheme's default. */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))

/**
 * Same site as the browser counts it for the session cookie (SameSite=Lax), closely enough:
 * same scheme, and the same host or the same domain after the first label
 * (www.agencia.com, agencia.com and intranet.agencia.com). Public suffixes of two labels
 * (com.mx) are not told apart: such an origin passes without a warning.
 */
function sameSite(a: URL, b: URL): boolean {
  if (a.protocol !== b.protocol) return false
  const domain = (host: string) => {
    const labels = host.split('.')
    return /^[\d.]+$|:/.test(host) || labels.length <= 2 ? host : labels.slice(1).join('.')
  }
  const [x, y] = [a.hostname, b.hostname]
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`) || domain(x) === domain(y)
}

function adminAddressMismatches(env: Env): string[] {
  const raw = env.NEXT_PUBLIC_SERVER_URL?.trim()
  if (!raw || !URL.canParse(raw)) return [] // missing or malformed: refused by publicServerUrl()
  const publicUrl = new URL(raw)
  const findings: string[] = []
  const listeningPort = Number(env.PORT)
  const proxied = Number.parseInt(env.TRUST_PROXY ?? '', 10) > 0
  if (!proxied && Number.isInteger(listeningPort) && isLoopbackHost(publicUrl.hostname) && portOf(publicUrl) !== listeningPort) {
    findings.push(
      `NEXT_PUBLIC_SERVER_URL is ${publicUrl.origin} but this server listens on port ${listeningPort}: ` +
        "the admin opened here saves nothing ('No tienes permiso'); set NEXT_PUBLIC_SERVER_URL to the address staff open.",
    )
  }
  for (const origin of (env.ADMIN_ORIGINS ?? '').split(/[\s,]+/).filter((entry) => URL.canParse(entry))) {
    if (sameSite(new URL(origin), publicUrl)) continue
    findings.push(
      `ADMIN_ORIGINS lists ${new URL(origin).origin}, which is not the same site as NEXT_PUBLIC_SERVER_URL (${publicUrl.origin}): ` +
        `the session cookie is not sent from there and the admin saves nothing; staff use ${publicUrl.origin}/admin.`,
    )
  }
  return findings
}

/** What is wrong with `env` for a server starting now, in production or not. */
export function startupFindings(env: Env, production: boolean): StartupFindings {
  const severe = [...shortVoiceSecrets(env), ...incompleteS3(env)]
  const warnings = [...adminAddressMismatches(env), ...incompleteTwilio(env), ...(production ? missingSmtp(env) : [])]
  return production ? { refusals: severe, warnings } : { refusals: [], warnings: [...severe, ...warnings] }
}
