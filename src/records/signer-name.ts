/**
 * A name as compared, not as stored: accents and case ignored, blanks collapsed (NFD, combining
 * marks dropped, lower case). «Rosa María  Pérez» and «rosa maria perez» are the same signer.
 */
export const signerNameKey = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

export const sameSignerName = (typed: string, signed: string): boolean => signerNameKey(typed) === signerNameKey(signed)
