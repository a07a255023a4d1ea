import type { CollectionBeforeChangeHook } from 'payload'

import { staffName } from '../../../leads/desk/staff-name'

/** The account's title in the admin (useAsTitle must be a stored field): its name, or its e-mail while it has none. */
export const keepDisplayName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const name = 'name' in data ? data.name : originalDoc?.name
  const email = 'email' in data ? data.email : originalDoc?.email
  data.displayName = staffName({ name, email })
  return data
}
