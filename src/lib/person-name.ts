/**
 * What may stand in a person's name. Control characters, bidirectional overrides and isolates,
 * and line or paragraph separators never: they reorder or break what staff read in a list or an
 * e-mail subject (issue 33, finding 15). A first name the site writes into an e-mail to an address
 * the visitor typed must look like a name and nothing else (finding 2: «Hola, Ana. AVISO: su
 * poliza fue CANCELADA, llame ya…» went out from the agency's own sender).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
export const nameControl = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** The longest first name the site writes into an e-mail. */
export const FIRST_NAME_IN_EMAIL_MAX = 40

/** Letters of any script (with their accents), then letters, spaces, apostrophes and hyphens. */
const plainName = /^\p{L}[\p{L}\p{M} '’‐-]*$/u

/** Whether a first name may be written into an e-mail to an address the visitor typed. */
export function isPlainFirstName(value: string | null | undefined): value is string {
  const name = value?.trim() ?? ''
  return name.length > 0 && name.length <= FIRST_NAME_IN_EMAIL_MAX && plainName.test(name)
}
