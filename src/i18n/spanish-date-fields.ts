import type { Config, Field } from 'payload'

/**
 * Payload's date fields show 'MMM d, yyy h:mm a' (an English order and a 12-hour clock) unless
 * each field sets its own format. This plugin gives every date field without one a Spanish
 * format; the month names come from Payload's Spanish date-fns locale.
 */
/** react-datepicker's own labels, which Payload passes through `admin.date.overrides`. */
const spanishPickerLabels = {
  chooseDayAriaLabelPrefix: 'Elegir',
  disabledDayAriaLabelPrefix: 'No disponible',
  monthAriaLabelPrefix: 'Mes',
  weekAriaLabelPrefix: 'Semana',
  previousMonthAriaLabel: 'Mes anterior',
  previousMonthButtonLabel: 'Mes anterior',
  nextMonthAriaLabel: 'Mes siguiente',
  nextMonthButtonLabel: 'Mes siguiente',
  previousYearAriaLabel: 'Año anterior',
  previousYearButtonLabel: 'Año anterior',
  nextYearAriaLabel: 'Año siguiente',
  nextYearButtonLabel: 'Año siguiente',
  timeCaption: 'Hora',
  timeInputLabel: 'Hora',
}

const spanishFormats = {
  default: 'dd/MM/yyyy',
  dayAndTime: "d 'de' MMM 'de' yyyy, HH:mm",
  dayOnly: "d 'de' MMM 'de' yyyy",
  monthOnly: 'MMMM',
  timeOnly: 'HH:mm',
} as const

function withSpanishDates(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') {
      const date = field.admin?.date ?? {}
      const appearance = date.pickerAppearance ?? 'default'
      const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
      const spanish = {
        ...date,
        displayFormat: date.displayFormat ?? spanishFormats[appearance],
        overrides: { ...spanishPickerLabels, ...date.overrides },
        ...(withTime ? { timeFormat: ('timeFormat' in date && date.timeFormat) || 'HH:mm' } : {}),
      } as typeof date
      return { ...field, admin: { ...field.admin, date: spanish } }
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withSpanishDates(field.fields) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withSpanishDates(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withSpanishDates(block.fields) })) }
    return field
  })
}

export const spanishDateFields = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withSpanishDates(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withSpanishDates(global.fields) })),
})
