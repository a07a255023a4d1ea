import type { Contact } from '../../payload-types'
import type { AttributionKey } from '../intake/attribution-parameters'

/** What the lead-intake columns read from a contact. */
export type IntakeRow = Pick<Contact, 'source' | 'attribution'>

const attributionColumn = (header: string, key: AttributionKey | 'landingPath' | 'referrerHost') => ({
  header,
  value: (row: IntakeRow) => row.attribution?.[key] ?? '',
})

/**
 * The lead-intake block of the CSV: the first-touch campaign parameters (the source is a desk
 * column). `formatDate` is the file's own date format.
 */
export const intakeColumns = (formatDate: (iso: string | null | undefined, timeZone: string) => string) => [
  attributionColumn('utm_source', 'utmSource'),
  attributionColumn('utm_medium', 'utmMedium'),
  attributionColumn('utm_campaign', 'utmCampaign'),
  attributionColumn('utm_term', 'utmTerm'),
  attributionColumn('utm_content', 'utmContent'),
  attributionColumn('gclid', 'gclid'),
  attributionColumn('gbraid', 'gbraid'),
  attributionColumn('wbraid', 'wbraid'),
  attributionColumn('fbclid', 'fbclid'),
  attributionColumn('Página de llegada', 'landingPath'),
  attributionColumn('Sitio de procedencia', 'referrerHost'),
  {
    header: 'Primera visita',
    value: (row: IntakeRow, { timeZone }: { timeZone: string }) => formatDate(row.attribution?.firstVisitAt, timeZone),
  },
]
