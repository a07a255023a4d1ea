import { appointmentKindLabel } from '@/appointments/appointment-options'
import { BOOKING_PATH } from '@/appointments/booking-paths'
import { bookingCopy as copy } from '@/copy/booking'
import { insuranceTypeOptions } from '@/lib/insurance-types'

import { buttonClasses, choiceClasses, fieldsetClasses, legendClasses, radioClasses } from './booking-styles'

type Props = { kinds: string[]; kind: string; topic: string; errors?: { kind?: string; topic?: string } }

/** Step 1, a plain GET form: how (kind) and about what (topic); the answer is the page with the days. */
export function BookingChoices({ kinds, kind, topic, errors = {} }: Props) {
  return (
    <form method="get" action={BOOKING_PATH} className="grid gap-5">
      <input type="hidden" name="paso" value="1" />
      <h2 className="text-base font-semibold text-ink-muted">{copy.step1}</h2>
      <fieldset className={fieldsetClasses} aria-describedby={errors.kind ? 'cita-tipo-error' : undefined}>
        <legend className={legendClasses}>{copy.kindLegend}</legend>
        {errors.kind && (
          <p id="cita-tipo-error" className="text-sm font-medium text-accent-700">
            {errors.kind}
          </p>
        )}
        {kinds.map((value) => (
          <label key={value} className={choiceClasses}>
            <input type="radio" name="tipo" value={value} defaultChecked={value === kind || kinds.length === 1} className={radioClasses} />
            {appointmentKindLabel(value)}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldsetClasses} aria-describedby={errors.topic ? 'cita-tema-error' : undefined}>
        <legend className={legendClasses}>{copy.topicLegend}</legend>
        {errors.topic && (
          <p id="cita-tema-error" className="text-sm font-medium text-accent-700">
            {errors.topic}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {insuranceTypeOptions.map((option) => (
            <label key={option.value} className={choiceClasses}>
              <input type="radio" name="tema" value={option.value} defaultChecked={option.value === topic} className={radioClasses} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className={buttonClasses}>
          {copy.showTimes}
        </button>
      </div>
    </form>
  )
}
