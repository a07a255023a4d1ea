/**
 * A whole number above zero from the environment, read at each call so an operator's change
 * takes effect without a build; the fallback when the variable is unset or not such a number.
 */
export function positiveEnvNumber(name: string, fallback: number): number {
  const number = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(number) && number > 0 ? number : fallback
}
