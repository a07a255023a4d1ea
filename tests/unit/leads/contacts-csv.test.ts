import { describe, expect, it } from 'vitest'

import { type ContactRow, contactsToCsv, exportFileName } from '../../../src/leads/export/contacts-csv'
import { csvCell, UTF8_BOM } from '../../../src/lib/csv'
import { sortableDateTime } from '../../../src/lib/spanish-time'

const contact: ContactRow = {
  id: 42,
  createdAt: '2026-11-20T15:30:00.000Z',
  firstName: 'José',
  lastName: 'Muñoz',
  email: 'jose@example.com',
  phone: '+1 305-555-0123',
  insuranceType: 'vida',
  message: 'Hola, "quiero" información,\nsobre pólizas',
  status: 'cita-agendada',
  source: 'formulario',
  consentAt: '2026-11-20T15:30:00.000Z',
  consentText: 'Acepto recibir comunicaciones',
  ip: '203.0.113.7',
  assigneeName: 'Ana López',
  followUpAt: '2026-11-24T19:00:00.000Z',
  duplicateOf: 17,
  doNotContact: true,
  doNotContactAt: '2026-11-21T14:05:00.000Z',
  doNotContactChannel: 'sms',
  doNotContactBy: 'Ana López',
  attribution: {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'medicare-65, otoño',
    gclid: 'Cj0KCQiA-abc_123',
    landingPath: '/privacy-policy',
    referrerHost: 'www.google.com',
    firstVisitAt: '2026-11-20T15:10:00.000Z',
  },
  nextAppointmentAt: '2026-11-25T15:00:00.000Z',
  notes: ['2026-11-21 09:00 Ana López: Llamó; quiere cita el lunes', '2026-11-20 11:00 Ana López: No contestó'],
}

const context = { adminUrl: 'https://www.agencia.example', timeZone: 'America/New_York' }
const header =
  'Fecha,Nombre,Apellido,Email,Teléfono,Tipo de seguro,Mensaje,N.º de registro,Enlace,Origen,Estado,Responsable,' +
  'Próximo seguimiento,Próxima cita,Duplicado de (n.º),No contactar,No contactar desde,No contactar: medio,No contactar: registrado por,' +
  'Consentimiento,Texto del consentimiento,IP del consentimiento,Notas,' +
  'utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,gbraid,wbraid,fbclid,Página de llegada,Sitio de procedencia,Primera visita'

describe('contacts CSV export', () => {
  it('starts with a UTF-8 byte-order mark and Spanish column headers', () => {
    const csv = contactsToCsv([], context)
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')[0]).toBe(header)
  })

  it('writes each contact with Spanish labels, accents, one phone format, its link, consent and opt-out', () => {
    const lines = contactsToCsv([contact], context).slice(1).split('\r\n')
    expect(lines[1]).toBe(
      '2026-11-20 10:30,José,Muñoz,jose@example.com,(305) 555-0123,Seguro de Vida,"Hola, ' +
        '""quiero"" información,\nsobre pólizas",42,https://www.agencia.example/admin/collections/contacts/42,Formulario,' +
        'Cita agendada,Ana López,2026-11-24 14:00,2026-11-25 10:00,17,Sí,2026-11-21 09:05,Mensaje de texto (STOP),Ana López,' +
        '2026-11-20 10:30,Acepto recibir comunicaciones,203.0.113.7,' +
        '"2026-11-21 09:00 Ana López: Llamó; quiere cita el lunes\n2026-11-20 11:00 Ana López: No contestó",' +
        'google,cpc,"medicare-65, otoño",,,Cj0KCQiA-abc_123,,,,/privacy-policy,www.google.com,2026-11-20 10:10',
    )
  })

  it('leaves the opt-out columns empty for a lead that may be contacted', () => {
    const row = { ...contact, message: null, doNotContact: false, duplicateOf: null, notes: [] }
    const cells = contactsToCsv([row], context).slice(1).split('\r\n')[1].split(',')
    const headers = header.split(',')
    expect(cells[headers.indexOf('No contactar')]).toBe('No')
    expect(cells[headers.indexOf('No contactar desde')]).toBe('')
    expect(cells[headers.indexOf('Duplicado de (n.º)')]).toBe('')
  })

  it('writes a voice lead without e-mail or attribution with empty cells, and its source', () => {
    const voice: ContactRow = { ...contact, lastName: null, email: null, source: 'voz', attribution: {} }
    const cells = contactsToCsv([voice], context).slice(1).split('\r\n')[1]
    expect(cells.startsWith('2026-11-20 10:30,José,,,(305) 555-0123,')).toBe(true)
    expect(cells).toContain('/admin/collections/contacts/42,Voz,')
    expect(cells.endsWith(',,,,,,,,,,,,')).toBe(true)
  })

  it('writes midnight as 00:00', () => {
    expect(sortableDateTime('2026-11-22T05:22:00.000Z', 'America/New_York')).toBe('2026-11-22 00:22')
  })

  it('never lets a typed value run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('+1 305 555 0123')).toBe('+1 305 555 0123')
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc")
  })

  it('names the file after the day of the export', () => {
    expect(exportFileName(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toBe('contactos-2026-11-21.csv')
    expect(exportFileName(new Date('2026-11-22T03:00:00Z'), 'UTC')).toBe('contactos-2026-11-22.csv')
  })

  it("writes every date in the agency's time-zone setting", () => {
    const lines = (timeZone: string) =>
      contactsToCsv([contact], { ...context, timeZone })
        .slice(1)
        .split('\r\n')[1]
    // Received 15:30 UTC, follow-up 19:00 UTC, first visit 15:10 UTC.
    expect(lines('America/Los_Angeles').startsWith('2026-11-20 07:30,')).toBe(true)
    expect(lines('America/Los_Angeles')).toContain(',2026-11-24 11:00,')
    expect(lines('America/Los_Angeles').endsWith(',2026-11-20 07:10')).toBe(true)
    expect(lines('America/Chicago').startsWith('2026-11-20 09:30,')).toBe(true)
    // 02:30 UTC is the previous day in Chicago and Los Angeles, not in UTC.
    expect(sortableDateTime('2026-11-24T02:30:00.000Z', 'America/Chicago')).toBe('2026-11-23 20:30')
    expect(sortableDateTime('2026-11-24T02:30:00.000Z', 'America/Los_Angeles')).toBe('2026-11-23 18:30')
    expect(sortableDateTime('2026-11-24T02:30:00.000Z', 'UTC')).toBe('2026-11-24 02:30')
  })
})
