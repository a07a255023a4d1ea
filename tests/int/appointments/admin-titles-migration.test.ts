import { describe, expect, it } from 'vitest'

import { migrations } from '../../../src/migrations'
import { inRolledBackTransaction } from '../../support/migration-in-transaction'

const titles = migrations.find((migration) => migration.name.endsWith('_admin_titles'))

/**
 * The back-fill of the admin's titles on rows stored before them (appointments by client and local
 * time, accounts by name or e-mail): run inside one transaction that is rolled back.
 */
describe('the admin_titles migration', () => {
  it('titles the appointments and accounts an installation already has', async () => {
    expect(titles).toBeDefined()
    await inRolledBackTransaction(async (client, args) => {
      await titles!.down(args)
      // The agency's zone, or Eastern on an installation whose settings were never saved.
      const { rowCount } = await client.query(`update site_settings set time_zone = 'America/Chicago'`)
      const localTime = rowCount ? '11:30 a. m.' : '12:30 p. m.'
      const [lead] = (
        await client.query<{ id: number }>(
          `insert into contacts (first_name, last_name, full_name, status, source, updated_at)
           values ('Ana', 'Pérez', 'Ana Pérez', 'nuevo', 'formulario', now()) returning id`,
        )
      ).rows
      const [appointment] = (
        await client.query<{ id: number }>(
          `insert into appointments (lead_id, starts_at, ends_at, kind, topic, status, booked_by, updated_at)
           values ($1, '2019-03-04T17:30:00Z', '2019-03-04T18:00:00Z', 'llamada', 'medicare', 'cancelada', 'personal', now())
           returning id`,
          [lead.id],
        )
      ).rows
      const accounts = (
        await client.query<{ id: number }>(
          `insert into users (email, name, updated_at) values ('sin-nombre-migracion@agencia.example', null, now()),
             ('con-nombre-migracion@agencia.example', 'Eva Nombre', now()) returning id`,
        )
      ).rows.map((row) => row.id)

      await titles!.up(args)

      const titled = await client.query('select title from appointments where id = $1', [appointment.id])
      expect(titled.rows[0].title).toBe(`Ana Pérez — 4 mar 2019, ${localTime}`)
      const named = await client.query('select display_name from users where id = any($1) order by id', [accounts])
      expect(named.rows.map((row) => row.display_name)).toEqual(['sin-nombre-migracion@agencia.example', 'Eva Nombre'])
    })
  })
})
