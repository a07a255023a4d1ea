import { soaProductOptions } from './texts/soa-products'

/**
 * The products a signed SOA's choices name, by their Spanish label in the form's order of choice
 * (an unknown value is kept as stored: evidence is shown, never dropped). Null when the record
 * holds no product list (a consent, an application review).
 */
export function chosenProductLabels(choices: unknown): string[] | null {
  const products = (choices as { products?: unknown } | null)?.products
  if (!Array.isArray(products)) return null
  return products.map((value) => soaProductOptions.find((option) => option.value === value)?.label ?? String(value))
}
