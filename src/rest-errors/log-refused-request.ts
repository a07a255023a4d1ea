import type { AfterErrorHook, Config } from 'payload'

import { clientIpOf } from '../lib/server/client-ip'
import { isMalformedValue } from './malformed-value'

/*
 * A request refused for lack of a session or of rights (401/403) is routine on a public site:
 * strangers and bots knock all day. Payload logs each at error level with a stack trace; here
 * each is one info line with the client address, and real errors stay errors. Failed logins
 * are logged at warn by the login endpoint (with a hash of the e-mail), so not again here.
 *
 * Payload picks a level by the error's class name (`loggingLevels`), but the production build
 * minifies class names (Forbidden becomes "z"), so its line is handled by status instead, in
 * the logger itself (`clientErrorsAtInfo`); `loggingLevels` covers the development server.
 */
const isRefusal = (error: unknown): error is Error & { status: 401 | 403 } => {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && (status === 401 || status === 403)
}

const pathOf = (url: string | undefined) => {
  try {
    return new URL(url ?? '').pathname
  } catch {
    return undefined
  }
}

/**
 * A request whose client went away before its body arrived (a page closed, a network lost):
 * Node fails the body read with "aborted". Nothing of ours broke, and Payload's line has no
 * address (issue 22: the probe's 6 002 aborted requests were 6 002 error lines); the server in
 * front of Next writes one info line with the address instead (server/request-guard.mjs).
 */
const isClientAbort = (error: unknown): boolean => {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown }
  return error instanceof Error && message === 'aborted' && code === 'ECONNRESET'
}

export const logRefusedRequest: AfterErrorHook = ({ error, req }) => {
  if (!isRefusal(error)) return
  const path = pathOf(req.url)
  if (req.method === 'POST' && path?.endsWith('/users/login')) return
  req.payload.logger.info({ msg: `refused: ${error.message}`, status: error.status, method: req.method, path, ip: clientIpOf(req) })
}

export const refusalLoggingLevels: Config['loggingLevels'] = {
  AuthenticationError: false,
  Forbidden: false,
  LockedAuth: false,
  UnverifiedEmail: false,
}

type LogMethod = (...args: unknown[]) => void
const statusOf = (error: unknown) => (error instanceof Error ? (error as { status?: unknown }).status : undefined)

/**
 * pino `hooks.logMethod`: a 4xx that Payload would log as an error (with its stack) is the
 * client's mistake, not ours: a 401/403 is left to logRefusedRequest (which adds the address),
 * any other 4xx becomes one info line, a request its client aborted is left to the front server.
 * A value the database could not read as its type (answered 400, malformed-value.ts) is one info
 * line without the query or its stack. 5xx and errors without a status stay errors.
 */
export function clientErrorsAtInfo(this: { info: LogMethod }, args: unknown[], method: LogMethod, level: number): void {
  // Payload logs some errors as they are, others as `{ err }`.
  const error = args[0] instanceof Error ? args[0] : (args[0] as { err?: unknown } | null)?.err
  if (level >= 50 && isClientAbort(error)) return
  if (level >= 50 && isMalformedValue(error)) {
    this.info({ msg: 'refused: malformed value', status: 400 })
    return
  }
  const status = statusOf(error)
  if (level >= 50 && typeof status === 'number' && status >= 400 && status < 500) {
    if (!isRefusal(error)) this.info({ msg: (error as Error).message, status })
    return
  }
  method.apply(this, args)
}
