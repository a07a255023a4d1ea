import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as spanish from '@zxcvbn-ts/language-es-es'

import { MIN_PASSWORD_LENGTH, passwordCopy } from '../copy/account-security'

/**
 * The password rule for staff accounts: at least 12 characters, and not guessable. "Guessable"
 * is zxcvbn's estimate (score below 3 of 4) with its English-and-international list of common
 * passwords and Spanish words and names: it catches "password1234", "123456789012",
 * "contraseña123", repeats, keyboard rows and passwords built from the account's own e-mail or name.
 */
const MIN_SCORE = 3

let estimator: ZxcvbnFactory | null = null
function passwordEstimator(): ZxcvbnFactory {
  // Built on first use: the dictionaries take a few megabytes and ~15 ms to load.
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
  })
  return estimator
}

/** The account's own words: its e-mail, the e-mail's name part and its pieces, the person's name and its pieces. */
function personalWordsOf(values: string[]): { whole: string[]; pieces: string[] } {
  const whole = values.flatMap((value) => {
    const lower = value.trim().toLowerCase()
    return [lower, lower.split('@')[0]]
  })
  const pieces = whole.flatMap((word) => word.split(/[\s@._+-]+/))
  const long = (word: string) => word.length >= 4
  return { whole: whole.filter(long), pieces: pieces.filter(long) }
}

/** The Spanish reason a password is refused, or null when it is good enough. */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return passwordCopy.tooShort
  const { whole, pieces } = personalWordsOf(personal)
  const lower = password.toLowerCase()
  // zxcvbn still scores "margarita.flores2" well for margarita.flores@…: a password containing the
  // whole e-mail, its name part or the person's full name is refused outright.
  if (whole.some((word) => lower.includes(word))) return passwordCopy.tooCommon
  if (passwordEstimator().check(password, [...whole, ...pieces]).score < MIN_SCORE) return passwordCopy.tooCommon
  return null
}
