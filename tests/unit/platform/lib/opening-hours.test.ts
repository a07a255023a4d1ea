import { describe, expect, it } from 'vitest'

import { openingHours } from '@/lib/opening-hours'

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

describe('openingHours', () => {
  it('reads the seeded hours (SPEC §9: Mon–Fri 8:00 AM–6:00 PM)', () => {
    expect(openingHours('Lunes a Viernes 8:00 AM – 6:00 PM')).toEqual([{ dayOfWeek: weekdays, opens: '08:00', closes: '18:00' }])
  })

  it('reads several spans, lists of days, plural names, 24-hour and Spanish a. m./p. m. times', () => {
    expect(openingHours('lunes a viernes de 8:30 a. m. a 5 p. m.; Sábados y domingos: 10:00 - 14:00')).toEqual([
      { dayOfWeek: weekdays, opens: '08:30', closes: '17:00' },
      { dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '14:00' },
    ])
    expect(openingHours('Lunes, Miércoles y Viernes 9 AM – 12 PM')).toEqual([
      { dayOfWeek: ['Monday', 'Wednesday', 'Friday'], opens: '09:00', closes: '12:00' },
    ])
  })

  it('gives nothing rather than wrong hours for a text it cannot read', () => {
    expect(openingHours('Con cita previa')).toEqual([])
    expect(openingHours('Lunes a Viernes 8:00 AM – 6:00 PM; fines de semana con cita')).toEqual([])
    expect(openingHours('Viernes a Lunes 8:00 AM – 6:00 PM')).toEqual([])
    expect(openingHours('Lunes a Viernes 25:00 – 6:00 PM')).toEqual([])
  })
})
