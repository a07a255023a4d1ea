/**
 * Loads a script written by write-data-script.ts in one transaction, as
 * `psql --single-transaction -f` would: each statement is one line, each `COPY … FROM stdin;`
 * is followed by its rows up to the `\.` line (a row never is `\.`: COPY escapes backslashes).
 */
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { finished } from 'node:stream/promises'

import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

const COPY_FROM_STDIN = /^COPY .+ FROM stdin;$/

/** Rolls back instead of committing when the rows loaded are not the `expectedRows` the manifest counted. */
export async function runDataScript(client: pg.Client, file: string, expectedRows?: number): Promise<number> {
  await client.query('begin')
  // Made only now, right before it is iterated: lines read while something else is awaited in
  // between would be emitted to no listener and lost.
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY })
  let copy: ReturnType<typeof copyFrom> | null = null
  let rows = 0
  try {
    for await (const line of lines) {
      if (copy) {
        if (line === '\\.') {
          copy.end()
          await finished(copy)
          rows += copy.rowCount
          copy = null
        } else if (!copy.write(`${line}\n`)) {
          await once(copy, 'drain')
        }
      } else if (COPY_FROM_STDIN.test(line)) {
        copy = client.query(copyFrom(line.slice(0, -1)))
      } else if (line.trim() && !line.startsWith('--')) {
        await client.query(line)
      }
    }
    if (copy) throw new Error(`${file} ends inside a COPY block: the archive is incomplete`)
    if (expectedRows !== undefined && rows !== expectedRows) {
      throw new Error(`${file} holds ${rows} rows where the manifest counted ${expectedRows}: the archive is damaged`)
    }
    await client.query('commit')
    return rows
  } catch (error) {
    copy?.destroy()
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    lines.close()
  }
}
