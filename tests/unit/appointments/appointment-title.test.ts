import { describe, expect, it } from 'vitest'

import { appointmentTitle } from '@/appointments/appointment-title'

describe('an appointment’s title in the admin', () => {
  it('names the client and the agency’s local time, not the UTC instant', () => {
    expect(appointmentTitle('Ana Pérez', '2026-11-30T17:30:00.000Z', 'America/New_York')).toBe('Ana Pérez — 30 nov 2026, 12:30 p. m.')
    expect(appointmentTitle('Ana Pérez', '2026-11-30T17:30:00.000Z', 'America/Chicago')).toBe('Ana Pérez — 30 nov 2026, 11:30 a. m.')
  })

  it('reads summer time on the same clock', () => {
    expect(appointmentTitle('Luis Gómez', '2026-07-01T13:00:00.000Z', 'America/New_York')).toBe('Luis Gómez — 1 jul 2026, 9:00 a. m.')
  })

  it('still says whose appointment it is when the lead has no name', () => {
    expect(appointmentTitle('  ', '2026-11-30T17:30:00.000Z', 'America/New_York')).toBe('Cliente sin nombre — 30 nov 2026, 12:30 p. m.')
  })
})
