/**
 * The parts of a US postal address written on one line (or several), as the agency's address
 * is entered in the admin: "1234 Calle Ejemplo, Suite 100, Miami, FL 33101". Search engines
 * read the parts (schema.org PostalAddress); a text that does not follow that shape is kept
 * whole as the street address.
 */
export type PostalAddressParts = {
  streetAddress: string
  addressLocality?: string
  addressRegion?: string
  postalCode?: string
  addressCountry: 'US'
}

const usAddress = /^(?<street>.+),\s*(?<city>[^,]+?)\s*,?\s+(?<region>[A-Za-z]{2})\.?\s+(?<zip>\d{5}(?:-\d{4})?)$/

export function postalAddressParts(address: string): PostalAddressParts {
  const oneLine = address
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ')
  const match = usAddress.exec(oneLine)
  if (!match?.groups) return { streetAddress: oneLine, addressCountry: 'US' }
  const { street, city, region, zip } = match.groups
  return { streetAddress: street.trim(), addressLocality: city, addressRegion: region.toUpperCase(), postalCode: zip, addressCountry: 'US' }
}
