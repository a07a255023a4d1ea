import { describe, expect, it } from 'vitest'

/**
 * One register for visitors (docs/architecture.md, «Voz y registro»): the site speaks to the visitor
 * as tú, as the SPEC does; usted only inside legal texts and signed records, and in what staff read.
 * Every string of src/copy and of the seeded content the visitor sees is searched for words only
 * usted uses; a new copy file is a visitor's unless it is named below.
 */
const copyModules = import.meta.glob<Record<string, unknown>>(['/src/copy/*.ts', '/src/copy/*.mjs'], { eager: true })
// Not globbed: the legal documents (legal-documents.ts, nondiscrimination-notice.ts, usted by design) and the site
// settings (staff's own data).
const seedModules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/seed/content/landing.ts',
    '/src/seed/content/pages.ts',
    '/src/seed/content/services.ts',
    '/src/seed/content/testimonials.ts',
    '/src/seed/content/insurers.ts',
    '/src/seed/content/licensed-states.ts',
  ],
  { eager: true },
)

/** Copy that is not a visitor screen in tú, by «file › path» prefix, and why. */
const notVisitorCopy: Record<string, string> = {
  'account-security.ts': 'staff: sign-in and passwords in the admin',
  'admin.ts': 'staff: admin messages',
  'appointment-notices.ts › meetingLinkCopy': "staff: the settings' video-call link",
  'api.ts › shortLinkQrMessages': "staff: the short links' QR downloads",
  'lead-intake.ts': 'staff: lead desk, and the consent script staff read aloud',
  'redirects.ts': 'staff: short-link rules',
  'reminder-plan.ts': "staff: the appointment's reminder panel",
  'text-messages-api.ts › textWebhookMessages': 'the SMS provider: answers to its webhooks',
  'medicare.ts': "legal text: CMS's required Medicare disclaimer",
  'records.ts › signingCopy': 'signed records: the signing page around the document',
  'records.ts › signingErrors': 'signed records: the signing form',
  'site.ts › copy.legal.coordinator': 'legal text: the nondiscrimination notice',
  'booking.ts › bookingCopy.staffWarning': 'staff: the admin banner when web booking is paused',
  'booking.ts › bookingCopy.email.staffSubject': 'staff: the new-appointment e-mail',
  'booking.ts › bookingCopy.email.staffIntro': 'staff: the new-appointment e-mail',
}

/** Words and phrases only the usted register uses (whole words, any case). */
const ustedWords = [
  'usted',
  'ustedes',
  // Imperatives with a pronoun attached, usted only wherever they stand.
  ...['déjenos', 'escríbanos', 'llámenos', 'contáctenos', 'visítenos', 'cuéntenos', 'envíenos', 'díganos', 'inténtelo'],
  ...['ábralo', 'guárdelo', 'cámbielo', 'inscríbase', 'recomendarle'],
  // The agency doing something for the visitor, said to usted.
  ...['le atendemos', 'le enviamos', 'le enviaremos', 'le llamamos', 'le llamaremos', 'le llama', 'le ayudamos', 'le mostramos'],
  ...['le inscribimos', 'le recordamos', 'le explicamos', 'le esperamos', 'le toma', 'le pide', 'se la agendamos'],
  // The visitor's things and wishes, said to usted.
  ...['su cita', 'sus datos', 'sus opciones', 'su caso', 'su plan', 'si quiere', 'si necesita', 'si prefiere', 'que quiere'],
  ...['cómo prefiere', 'prefiere hablar', 'quiere hablar', 'le quede', 'nos deja', 'ha hecho', 'si cumple', 'cumple 65', 'ya tiene'],
  'si califica',
]
/**
 * Bare usted imperatives, which a third person's subjunctive shares («un evento que abra un período»):
 * found where an order starts, at the start of a sentence or a clause, or after «y», «o», «e».
 */
const ustedImperatives = [
  ...['elija', 'escriba', 'agende', 'revise', 'espere', 'vuelva', 'cotice', 'solicite', 'complete', 'marque', 'lea'],
  ...['pulse', 'toque', 'abra', 'pida', 'indique', 'compare', 'vea', 'hable', 'llame', 'use', 'permita', 'active'],
  ...['verifique', 'confirme', 'ignore', 'firme', 'consulte', 'acepte', 'seleccione', 'recuerde', 'cuente', 'deje'],
]
const orderStart = String.raw`(?<=^|[.:;!?¿¡(,]\s*|\s[yoe]\s)`
const markerPattern = new RegExp(
  `(?<!\\p{L})(?:${ustedWords.join('|')})(?!\\p{L})|${orderStart}(?:${ustedImperatives.join('|')})(?!\\p{L})`,
  'giu',
)

type Text = { where: string; text: string }

/** Every string in a value; a function is called with sample arguments (a filled and an empty one). */
function textsOf(value: unknown, where: string): Text[] {
  if (!isVisitorCopy(where)) return []
  if (typeof value === 'string') return [{ where, text: value }]
  if (typeof value === 'function') {
    const filled = Array.from({ length: Math.max(value.length, 1) }, () => 'X')
    const empty = filled.map(() => '')
    return [filled, empty].flatMap((args) => textsOf(value(...args), `${where}()`))
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${where}[${index}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${where}.${key}`))
  return []
}

function visitorTexts(modules: Record<string, Record<string, unknown>>): Text[] {
  return Object.entries(modules).flatMap(([path, exports]) => {
    const file = path.split('/').pop() ?? path
    return Object.entries(exports).flatMap(([name, value]) => textsOf(value, `${file} › ${name}`))
  })
}

function isVisitorCopy(where: string): boolean {
  return !Object.keys(notVisitorCopy).some((prefix) => where === prefix || where.startsWith(`${prefix}.`) || where.startsWith(`${prefix} `))
}

function ustedFound(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const words = [...new Set(text.match(markerPattern) ?? [])]
    return words.length ? [`${where}: «${text}» (${words.join(', ')})`] : []
  })
}

describe('the register the visitor is addressed in', () => {
  it('is tú in every visitor string of src/copy', () => {
    expect(ustedFound(visitorTexts(copyModules))).toEqual([])
  })

  it('is tú in the seeded content of the landing and campaign pages', () => {
    expect(ustedFound(visitorTexts(seedModules))).toEqual([])
  })

  it('finds the usted words it looks for (the check itself works)', () => {
    const found = ustedFound([
      { where: 'a', text: 'Déjenos sus datos y le llamamos.' },
      { where: 'b', text: 'Elija un día.' },
      { where: 'c', text: 'Déjanos tus datos y te llamamos.' },
      { where: 'd', text: 'Salvo que tengas un evento de vida que abra un período especial.' },
    ])
    expect(found).toEqual(['a: «Déjenos sus datos y le llamamos.» (Déjenos, sus datos, le llamamos)', 'b: «Elija un día.» (Elija)'])
  })

  it('lets through only files of src/copy that exist (a renamed file is checked again)', () => {
    const files = Object.keys(copyModules).map((path) => path.split('/').pop())
    const namedFiles = Object.keys(notVisitorCopy).map((prefix) => prefix.split(' › ')[0])
    expect(namedFiles.filter((file) => !files.includes(file))).toEqual([])
  })
})
