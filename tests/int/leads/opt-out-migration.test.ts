import { describe, expect, it } from 'vitest'

import { migrations } from '../../../src/migrations'
import { inRolledBackTransaction } from '../../support/migration-in-transaction'

const backFill = migrations.find((migration) => migration.name.endsWith('_opt_out_list_flags_every_lead'))

/**
 * The back-fill on real rows of an installation that ran the old code: run inside one
 * transaction that is rolled back, so the shared test database is left as it was.
 */
describe('the opt_out_list_flags_every_lead migration', () => {
  it('flags the leads stored before their phone or e-mail was listed, and lists the leads entered already marked', async () => {
    expect(backFill).toBeDefined()
    await inRolledBackTransaction(async (client, args) => {
      const lead = (values: string) =>
        client.query<{ id: number }>(
          `insert into contacts (first_name, last_name, email, email_key, phone, phone_digits, status, source,
             do_not_contact, do_not_contact_channel, do_not_contact_at, do_not_contact_by, updated_at)
           values ${values} returning id`,
        )
      const [before, byEmail, free, markedAtEntry] = (
        await lead(`('Antes', 'Listado', null, null, '(786) 555-0301', '7865550301', 'nuevo', 'formulario',
                     false, null, null, null, now()),
                    ('Correo', 'Listado', 'Baja@Example.com', 'baja@example.com', null, '', 'nuevo', 'formulario',
                     false, null, null, null, now()),
                    ('Libre', 'Cliente', null, null, '(786) 555-0302', '7865550302', 'nuevo', 'formulario',
                     false, null, null, null, now()),
                    ('Entrada', 'Marcada', null, null, '(786) 555-0303', '7865550303', 'nuevo', 'telefono', true, 'en-persona',
                     '2026-11-01T15:00:00Z', 'Marta Ríos', now())`)
      ).rows.map((row) => row.id)
      await client.query(
        `insert into opt_outs (label, phone, phone_digits, email, channel, by_name, created_at, updated_at)
         values ('786-555-0301', '786-555-0301', '7865550301', null, 'sms', 'Luis Pérez', '2026-11-10T12:00:00Z', now()),
                ('baja@example.com', null, null, 'baja@example.com', 'email', 'Ana López', '2026-11-11T12:00:00Z', now())`,
      )

      await backFill!.up(args)

      const flags = await client.query(
        `select id, do_not_contact, do_not_contact_channel, do_not_contact_at, do_not_contact_by
           from contacts where id = any($1) order by id`,
        [[before, byEmail, free, markedAtEntry]],
      )
      expect(flags.rows).toEqual([
        {
          id: before,
          do_not_contact: true,
          do_not_contact_channel: 'sms',
          do_not_contact_at: new Date('2026-11-10T12:00:00Z'),
          do_not_contact_by: 'Luis Pérez',
        },
        {
          id: byEmail,
          do_not_contact: true,
          do_not_contact_channel: 'email',
          do_not_contact_at: new Date('2026-11-11T12:00:00Z'),
          do_not_contact_by: 'Ana López',
        },
        { id: free, do_not_contact: false, do_not_contact_channel: null, do_not_contact_at: null, do_not_contact_by: null },
        {
          id: markedAtEntry,
          do_not_contact: true,
          do_not_contact_channel: 'en-persona',
          do_not_contact_at: new Date('2026-11-01T15:00:00Z'),
          do_not_contact_by: 'Marta Ríos',
        },
      ])
      const listed = await client.query(
        'select phone, phone_digits, channel, contact_id, by_name, created_at from opt_outs where contact_id = $1',
        [markedAtEntry],
      )
      expect(listed.rows).toEqual([
        {
          phone: '(786) 555-0303',
          phone_digits: '7865550303',
          channel: 'en-persona',
          contact_id: markedAtEntry,
          by_name: 'Marta Ríos',
          created_at: new Date('2026-11-01T15:00:00Z'),
        },
      ])
    })
  })
})
