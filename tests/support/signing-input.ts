import type { SigningInput } from '@/records/signing-input'

/** What a consumer types on the signing page: «Rosa Pérez», no representative, no product unless told. */
export const signature = (over: Partial<SigningInput> = {}): SigningInput => ({
  signerName: 'Rosa Pérez',
  representativeName: '',
  representativeRelationship: '',
  products: [],
  ...over,
})
