import { getPayload, type Payload } from 'payload'
import config from '../payload.config'
import { postgresOf } from '../src/db/postgres'

/**
 * Payload's Local API for scripts and tests: the one way they open it (getPayload keeps one
 * instance per process). The config is imported statically, so DATABASE_URL must already be set
 * when this module loads: scripts get it from their launcher (payload-task.ts), tests from their
 * setup. (Loading the config with a dynamic import after other modules, under tsx on Node 20,
 * sometimes never finished: the process ended with status 13, or 0 before the runner's fix.)
 */
export function openPayload(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Payload without the project's start-up work (migrations, first seed): for a restore, which
 * decides itself which migrations run and when.
 */
export function openPayloadWithoutStartup(): Promise<Payload> {
  return getPayload({ config, disableOnInit: true })
}

/**
 * Payload never ends its pg pool and keeps one connection checked out forever, so awaiting
 * `end()` would hang: close the idle connections and let the process exit.
 */
export function closePayload(payload: Payload): void {
  const pool = postgresOf(payload).pool
  void pool?.end().catch(() => {})
}
