import type { DateField, RowField } from 'payload'

import { endsAfterStart } from '../ends-after-start'

const quarterHours = { pickerAppearance: 'dayAndTime', timeIntervals: 15 } as const

/** `filledWhenEmpty`: a hook fills the end, so the form shows it without the required mark (the column stays NOT NULL). */
type SpanEnd = { index?: boolean; description?: string; filledWhenEmpty?: boolean }

/** One row with where a span of time starts and ends (an appointment, a blocked time), picked by the quarter hour. */
export function timeSpanRow(labels: { start: string; end: string }, end: SpanEnd = {}): RowField {
  const endsAt: DateField = {
    name: 'endsAt',
    validate: endsAfterStart,
    label: labels.end,
    type: 'date',
    required: true,
    index: end.index,
    admin: {
      width: '50%',
      date: quarterHours,
      description: end.description,
      ...(end.filledWhenEmpty ? { components: { Label: '/appointments/admin/OptionalEndLabel' } } : {}),
    },
  }
  return {
    type: 'row',
    fields: [
      {
        name: 'startsAt',
        label: labels.start,
        type: 'date',
        required: true,
        index: true,
        admin: { width: '50%', date: quarterHours },
      },
      endsAt,
    ],
  }
}
