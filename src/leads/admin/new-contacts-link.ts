import { NEW_CONTACT_STATUS } from '@/leads/desk/contact-statuses'

/** The contacts list filtered to new requests, in the where-format the admin's filter UI writes. */
export const newContactsListHref = `/admin/collections/contacts?where[or][0][and][0][status][equals]=${NEW_CONTACT_STATUS}`
