import { signingErrors } from '../copy/records'
import type { LinkPurpose } from './record-kinds'
import { isSoaProduct, type SoaProduct } from './texts/soa-products'

export type SigningInput = {
  signerName: string
  representativeName: string
  representativeRelationship: string
  products: string[]
}

export type SigningField = 'signerName' | 'products' | 'representativeName' | 'representativeRelationship'

export type SigningErrors = Partial<Record<SigningField, string>>

export type CheckedSigning =
  | {
      ok: true
      signerName: string
      representativeName: string | null
      representativeRelationship: string | null
      products: SoaProduct[] | null
    }
  | { ok: false; errors: SigningErrors }

const NAME_MAX = 200
const RELATIONSHIP_MAX = 120

/** Spaces folded: the name is stored as typed, without stray runs of blanks. */
const tidy = (value: string) => value.replace(/\s+/g, ' ').trim()

/** The form's fields from a plain POST. */
export function signingInputFrom(form: FormData): SigningInput {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    signerName: text('signerName'),
    representativeName: text('representativeName'),
    representativeRelationship: text('representativeRelationship'),
    products: form.getAll('products').filter((value): value is string => typeof value === 'string'),
  }
}

/** The Spanish reasons a signature cannot be taken, or what to store. */
export function checkSigning(purpose: LinkPurpose, input: SigningInput): CheckedSigning {
  const errors: SigningErrors = {}
  const signerName = tidy(input.signerName)
  if (signerName.replace(/[^\p{L}]/gu, '').length < 2) errors.signerName = signingErrors.signerName
  else if (signerName.length > NAME_MAX) errors.signerName = signingErrors.signerTooLong
  const representativeName = tidy(input.representativeName)
  const representativeRelationship = tidy(input.representativeRelationship)
  if (representativeName.length > NAME_MAX || representativeRelationship.length > RELATIONSHIP_MAX)
    errors.representativeName = signingErrors.representativeTooLong
  else if (representativeName && !representativeRelationship) errors.representativeRelationship = signingErrors.relationship
  let products: SoaProduct[] | null = null
  if (purpose === 'soa') {
    products = [...new Set(input.products.filter(isSoaProduct))]
    if (products.length === 0 || products.length !== new Set(input.products).size) errors.products = signingErrors.products
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    signerName,
    representativeName: representativeName || null,
    representativeRelationship: representativeName ? representativeRelationship : null,
    products,
  }
}
