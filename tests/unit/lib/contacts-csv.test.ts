import { describe, expect, it } from 'vitest'

import { type ContactRow, contactsToCsv, csvCell, exportFileName, formatDate, UTF8_BOM } from '../../../src/lib/contacts-csv'

const contact: ContactRow = {
  createdAt: '2026-11-20T15:30:00.000Z',
  firstName: 'José',
  lastName: 'Muñoz',
  email: 'jose@example.com',
  phone: '+1 (305) 555-0123',
  insuranceType: 'vida',
  message: 'Hola, "quiero" información,\nsobre pólizas',
  status: 'contactado',
  internalNotes: null,
  consentAt: '2026-11-20T15:30:00.000Z',
  source: 'formulario',
  attribution: {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'medicare-65, otoño',
    gclid: 'Cj0KCQiA-abc_123',
    landingPath: '/privacy-policy',
    referrerHost: 'www.google.com',
    firstVisitAt: '2026-11-20T15:10:00.000Z',
  },
}

const intakeHeaders =
  'Origen,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,gbraid,wbraid,fbclid,' +
  'Página de llegada,Sitio de procedencia,Primera visita'

describe('contacts CSV export', () => {
  it('starts with a UTF-8 byte-order mark and Spanish column headers', () => {
    const csv = contactsToCsv([])
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      `Fecha,Nombre,Apellido,Email,Teléfono,Tipo de seguro,Mensaje,Estado,Notas internas,Consentimiento,${intakeHeaders}`,
    )
  })

  it('writes each contact with Spanish labels, accents and the Eastern-time date', () => {
    const lines = contactsToCsv([contact]).slice(1).split('\r\n')
    expect(lines[1]).toBe(
      '2026-11-20 10:30,José,Muñoz,jose@example.com,+1 (305) 555-0123,Seguro de Vida,"Hola, ' +
        '""quiero"" información,\nsobre pólizas",Contactado,,2026-11-20 10:30,' +
        'Formulario,google,cpc,"medicare-65, otoño",,,Cj0KCQiA-abc_123,,,,/privacy-policy,www.google.com,2026-11-20 10:10',
    )
  })

  it('writes a voice lead without e-mail or attribution with empty cells, and its source', () => {
    const voice: ContactRow = { ...contact, lastName: null, email: null, source: 'voz', attribution: {} }
    const cells = contactsToCsv([voice]).slice(1).split('\r\n')[1]
    expect(cells.startsWith('2026-11-20 10:30,José,,,+1 (305) 555-0123,')).toBe(true)
    expect(cells.endsWith(',2026-11-20 10:30,Voz,,,,,,,,,,,,')).toBe(true)
  })

  it('writes midnight as 00:00', () => {
    expect(formatDate('2026-11-22T05:22:00.000Z')).toBe('2026-11-22 00:22')
  })

  it('never lets a typed value run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('+1 305 555 0123')).toBe('+1 305 555 0123')
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc")
  })

  it('names the file after the day of the export', () => {
    expect(exportFileName(new Date('2026-11-22T03:00:00Z'))).toBe('contactos-2026-11-21.csv')
  })
})
