/**
 * How the app tells the front server (server/start.mjs) that the request it is handling cannot
 * be answered because the database does not answer: Next lets a page set neither its status nor
 * its headers, and a page that fails renders Next's 500. The front server runs each request in
 * an AsyncLocalStorage context; the app reports the outage in it and the front server answers
 * 503 at once (server/outage-answer.mjs), whatever the page goes on doing. The storage lives on
 * globalThis because the front server and Next's compiled app each load their own copy of this
 * module. Plain JS: the front server loads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const storageKey = Symbol.for('agencia.database-outage-watch')

/** @typedef {{ report: () => void }} OutageWatch */

/** @returns {AsyncLocalStorage<OutageWatch>} */
export function outageWatchStorage() {
  const shared = /** @type {Record<symbol, AsyncLocalStorage<OutageWatch> | undefined>} */ (globalThis)
  shared[storageKey] ??= new AsyncLocalStorage()
  return shared[storageKey]
}

/** Tells the front server, if this request came through it, that the database did not answer. */
export function reportDatabaseOutage() {
  outageWatchStorage().getStore()?.report()
}
