import type { AfterErrorHook, CollectionAfterErrorHook } from 'payload'

import { logRefusedRequest } from './log-refused-request'
import { answerMalformedValuesWith400 } from './malformed-value'
import { answerDatabaseOutagesWith503 } from './outage-answer'
import { passwordErrorsInToast } from './password-errors-in-toast'
import { spanishUnknownError } from './unknown-error'
import { keepValidationDetails } from './validation-error-response'
import { spanishValidationMessages } from './validation-messages'

/*
 * How the REST API answers an error, in one place: Payload's afterError hooks, one file each.
 * For an error in a collection's operation Payload runs that collection's hooks first, then the
 * root ones, each in list order and each seeing the answer the one before left
 * (payload/dist/utilities/routeError.js). Beside them: read-deadline.ts (a REST read that waits
 * too long for the database gets the same 503 as an outage) and, for the logger,
 * clientErrorsAtInfo and refusalLoggingLevels (log-refused-request.ts).
 */

/** Root hooks (payload.config.ts), in the order they run. */
export const restErrorHooks: AfterErrorHook[] = [
  // A database outage is a 503 with Retry-After, not Payload's 500.
  answerDatabaseOutagesWith503,
  // A value the database cannot read as its type (`/api/services/abc`) is the client's: 400.
  answerMalformedValuesWith400,
  // Validation errors keep their field details…
  keepValidationDetails,
  // …named by their Spanish labels.
  spanishValidationMessages,
  // Payload's untranslated 'unknown error' becomes Spanish.
  spanishUnknownError,
  // A refused request is one info line; it changes no answer, so it comes last.
  logRefusedRequest,
]

/** The Users collection's hooks, run before the root ones: a refused password says why in the toast. */
export const accountErrorHooks: CollectionAfterErrorHook[] = [passwordErrorsInToast]
