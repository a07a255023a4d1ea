import type { CollectionBeforeOperationHook } from 'payload'

import { phoneSearchWhere } from '../phone-search'

/** Every query on the contacts (admin search, REST `where`, the CSV export) finds a phone however it was typed. */
export const searchPhoneDigits: CollectionBeforeOperationHook<'contacts'> = ({ args }) => {
  if (!('where' in args) || !args.where) return args
  return { ...args, where: phoneSearchWhere(args.where) }
}
