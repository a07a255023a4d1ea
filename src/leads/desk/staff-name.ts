import { UNKNOWN_AUTHOR } from './lead-events'

type StaffAccount = { name?: string | null; email?: string | null } | null | undefined

/** How a staff member is named in a lead's history and on the desk: the name, else the e-mail. */
export const staffName = (account: StaffAccount): string => account?.name?.trim() || account?.email?.trim() || UNKNOWN_AUTHOR

/** A staff member as evidence records name them: 'Ana López (ana@agencia.com)', kept as text so renaming the account changes nothing. */
export const staffNameWithEmail = (account: StaffAccount): string => {
  const name = account?.name?.trim()
  const email = account?.email?.trim() ?? ''
  return name ? `${name} (${email})` : email || UNKNOWN_AUTHOR
}
