import type { SigningErrors, SigningInput } from './signing-input'

/** What the signing form shows after a refused POST: the messages and what was typed. */
export type SigningFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: SigningErrors; values: SigningInput }
  | { status: 'failed'; values: SigningInput }

export const idleSigningForm: SigningFormState = { status: 'idle' }
