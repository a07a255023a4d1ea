import type { SlotDay } from '@/appointments/slots'
import { bookingCopy as copy } from '@/copy/booking'
import { spanishDayName } from '@/lib/spanish-time'

import { choiceClasses, fieldsetClasses, legendClasses, radioClasses, secondaryButtonClasses } from './booking-styles'

type Props = { action: string; days: SlotDay[]; selected: string; hidden: Record<string, string> }

/** The days with free times, a plain GET form: choosing another day shows its hours. */
export function DayPicker({ action, days, selected, hidden }: Props) {
  return (
    <form method="get" action={action} className="grid gap-4">
      <h2 className="text-base font-semibold text-ink-muted">{copy.step2}</h2>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{copy.dayLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {days.map(({ day }) => (
            <label key={day} className={choiceClasses}>
              <input type="radio" name="dia" value={day} defaultChecked={day === selected} className={radioClasses} />
              <span className="first-letter:uppercase">{spanishDayName(day)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className={secondaryButtonClasses}>
          {copy.showDay}
        </button>
      </div>
    </form>
  )
}
