import { type CsvColumn, datedCsvName, toCsv } from '../../lib/csv'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { spreadsheetPhone } from '../../lib/phone'
import { relationId } from '../../lib/relation-id'
import { sortableDateTime } from '../../lib/spanish-time'
import type { Contact } from '../../payload-types'
import type { ContactDetails, DoNotContactMark } from '../contact-shapes'
import { contactStatusLabel } from '../desk/contact-statuses'
import { optOutChannelLabel } from '../desk/opt-out-channels'
import { leadSourceLabel } from '../intake/lead-sources'
import { type IntakeRow, intakeColumns } from './contacts-csv-intake'

/** A contact as stored, reduced to what the CSV export needs. */
export type ContactRow = ContactDetails &
  DoNotContactMark &
  Pick<Contact, 'status' | 'consentText' | 'ip' | 'assigneeName' | 'followUpAt'> &
  IntakeRow & {
    /** The lead's notes, newest first, each already dated and signed (lead-events). */
    notes?: string[]
    /** When the lead's next scheduled appointment starts, if it has one (appointments). */
    nextAppointmentAt?: string | null
  }

/** What a row needs besides the contact itself: where the admin lives and the agency's time zone (its dates). */
export type CsvContext = { adminUrl: string; timeZone: string }

const insuranceLabels: Record<string, string> = Object.fromEntries(insuranceTypeOptions.map(({ value, label }) => [value, label]))

/** Where staff download the CSV (a Payload root endpoint, under /api). */
export const CONTACTS_EXPORT_ENDPOINT = '/export/contacts.csv'

type Column = CsvColumn<ContactRow, CsvContext>

/** What the visitor sent. */
const submittedColumns: Column[] = [
  { header: 'Fecha', value: (row, { timeZone }) => sortableDateTime(row.createdAt, timeZone) },
  { header: 'Nombre', value: (row) => row.firstName },
  { header: 'Apellido', value: (row) => row.lastName ?? '' },
  { header: 'Email', value: (row) => row.email ?? '' },
  { header: 'Teléfono', value: (row) => (row.phone ? spreadsheetPhone(row.phone) : '') },
  { header: 'Tipo de seguro', value: (row) => (row.insuranceType ? (insuranceLabels[row.insuranceType] ?? row.insuranceType) : '') },
  { header: 'Mensaje', value: (row) => row.message ?? '' },
]

/** The staff desk's columns: the record, its link, how it came and its consent, and how it is being worked. */
const deskColumns: Column[] = [
  { header: 'N.º de registro', value: (row) => String(row.id) },
  { header: 'Enlace', value: (row, { adminUrl }) => `${adminUrl}/admin/collections/contacts/${row.id}` },
  { header: 'Origen', value: (row) => (row.source ? leadSourceLabel(row.source) : '') },
  { header: 'Estado', value: (row) => contactStatusLabel(row.status) },
  { header: 'Responsable', value: (row) => row.assigneeName ?? '' },
  { header: 'Próximo seguimiento', value: (row, { timeZone }) => sortableDateTime(row.followUpAt, timeZone) },
  { header: 'Próxima cita', value: (row, { timeZone }) => sortableDateTime(row.nextAppointmentAt, timeZone) },
  { header: 'Duplicado de (n.º)', value: (row) => (relationId(row.duplicateOf) ? String(relationId(row.duplicateOf)) : '') },
  { header: 'No contactar', value: (row) => (row.doNotContact ? 'Sí' : 'No') },
  { header: 'No contactar desde', value: (row, { timeZone }) => (row.doNotContact ? sortableDateTime(row.doNotContactAt, timeZone) : '') },
  { header: 'No contactar: medio', value: (row) => (row.doNotContact ? optOutChannelLabel(row.doNotContactChannel) : '') },
  { header: 'No contactar: registrado por', value: (row) => (row.doNotContact ? (row.doNotContactBy ?? '') : '') },
  { header: 'Consentimiento', value: (row, { timeZone }) => sortableDateTime(row.consentAt, timeZone) },
  { header: 'Texto del consentimiento', value: (row) => row.consentText ?? '' },
  { header: 'IP del consentimiento', value: (row) => row.ip ?? '' },
  { header: 'Notas', value: (row) => (row.notes ?? []).join('\n') },
]

const columns: Column[] = [...submittedColumns, ...deskColumns, ...intakeColumns(sortableDateTime)]

/** The whole file: BOM, Spanish header row, one line per contact, CRLF line ends (src/lib/csv.ts). */
export const contactsToCsv = (rows: ContactRow[], context: CsvContext): string => toCsv(columns, rows, context)

/** Download name with the agency's day of the export, e.g. contactos-2026-11-22.csv. */
export const exportFileName = (now: Date, timeZone: string): string => datedCsvName('contactos', now, timeZone)
