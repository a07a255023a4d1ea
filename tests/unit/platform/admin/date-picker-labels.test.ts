import { format } from 'date-fns'
import { es } from 'date-fns/locale/es'
import { describe, expect, it } from 'vitest'

import { embeddedLabels, hardCodedLabels } from '@/i18n/hard-coded-labels'

/** What SpanishLabels makes of a label: the exact table first, then the embedded parts. */
const spanish = (value: string) =>
  hardCodedLabels[value] ?? embeddedLabels.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value)

const day = new Date(2026, 10, 27, 23, 49)

describe("react-datepicker's English prefixes where Payload passes no labels (the schedule drawer)", () => {
  it('a day, a day out of range, the month and what was picked read in Spanish', () => {
    const long = format(day, 'PPPP', { locale: es })
    expect(spanish(`Choose ${long}`)).toBe(`Elegir ${long}`)
    expect(spanish(`Not available ${long}`)).toBe(`No disponible: ${long}`)
    expect(spanish(`Month ${format(day, 'MMMM, yyyy', { locale: es })}`)).toBe('Mes de noviembre, 2026')
    expect(spanish(`Selected date: ${format(day, 'PPPPp', { locale: es })}`)).toMatch(/^Fecha elegida: viernes, 27 de noviembre/)
  })

  it("leaves the picker's own exact labels and unrelated text alone", () => {
    expect(spanish('Choose Date')).toBe('Elegir fecha')
    expect(spanish('Choose wisely')).toBe('Choose wisely')
    expect(spanish('Month')).toBe('Month')
  })
})
