import { describe, expect, it } from 'vitest'

import { migrations } from '../../../src/migrations'
import { inRolledBackTransaction } from '../../support/migration-in-transaction'

const leadDesk = migrations.find((migration) => migration.name.endsWith('_leads_desk_intake_notifications'))

/**
 * The lead_desk migration's hand-written SQL, on real rows: it is undone and redone inside one
 * transaction that is rolled back, so the shared test database is left as it was.
 */
describe('the lead_desk migration', () => {
  it("turns each lead's old 'Notas internas' into its first note and fills the desk's copies", async () => {
    expect(leadDesk).toBeDefined()
    await inRolledBackTransaction(async (client, args) => {
      await leadDesk!.down(args)
      const inserted = await client.query<{ id: number }>(
        `insert into contacts (first_name, last_name, email, phone, status, source, internal_notes, updated_at)
         values ('Noemí', 'Arce', ' Noemi@Example.com', '+1 (305) 555-0190', 'contactado', 'formulario',
                 'Llamó el martes; quiere Medicare.', '2026-10-01T14:00:00Z'),
                ('Sin', 'Notas', 'sin@example.com', '305.555.0191', 'nuevo', 'formulario', '  ', now())
         returning id`,
      )
      const [withNotes, withoutNotes] = inserted.rows.map((row) => row.id)
      await leadDesk!.up(args)

      const notes = await client.query(
        'select contact_id, kind, author_name, note, created_at from lead_events where contact_id = any($1)',
        [[withNotes, withoutNotes]],
      )
      expect(notes.rows).toEqual([
        {
          contact_id: withNotes,
          kind: 'nota',
          author_name: 'Notas internas anteriores',
          note: 'Llamó el martes; quiere Medicare.',
          created_at: new Date('2026-10-01T14:00:00Z'),
        },
      ])
      const copies = await client.query('select id, full_name, phone_digits, email_key from contacts where id = any($1) order by id', [
        [withNotes, withoutNotes],
      ])
      expect(copies.rows).toEqual([
        { id: withNotes, full_name: 'Noemí Arce', phone_digits: '3055550190', email_key: 'noemi@example.com' },
        { id: withoutNotes, full_name: 'Sin Notas', phone_digits: '3055550191', email_key: 'sin@example.com' },
      ])
    })
  })
})
