import type { ServerComponentProps } from 'payload'

import { appointmentReminderSchedule } from '@/appointments/read/reminder-schedule'
import { reminderPlanCopy } from '@/copy/reminder-plan'

const tone = { sent: 'success', scheduled: 'elevation', pending: 'warning', 'not-sent': 'elevation' } as const

/**
 * An appointment's «Recordatorios al cliente» (sidebar): for the 24 h and the 2 h reminder,
 * when it goes or went, on which channels and the text's delivery status, or why it does not go.
 */
export default async function ReminderSchedule({ id, payload, user }: Pick<ServerComponentProps, 'id' | 'payload' | 'user'>) {
  const appointmentId = Number(id)
  const known = user && Number.isSafeInteger(appointmentId) && appointmentId > 0
  const lines = known ? await appointmentReminderSchedule(payload, user, appointmentId) : null
  return (
    <section className="reminder-schedule" data-testid="reminder-schedule" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{reminderPlanCopy.heading}</h3>
      {!lines && <p>{reminderPlanCopy.beforeSave}</p>}
      {lines && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <li
              key={line.offset}
              data-testid={`reminder-${line.offset}`}
              data-state={line.state}
              style={{
                padding: '0.5rem 0.75rem',
                marginBottom: '0.5rem',
                borderRadius: 4,
                background: `var(--theme-${tone[line.state]}-100)`,
              }}
            >
              <strong>{line.label}</strong>
              <p style={{ margin: '0.25rem 0 0' }}>{line.text}</p>
              {line.notes.map((note) => (
                <p key={note} style={{ margin: '0.25rem 0 0', fontSize: '0.9em' }}>
                  {note}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
