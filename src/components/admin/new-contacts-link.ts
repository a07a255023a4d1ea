/** The contacts list filtered to status 'nuevo', in the where-format the admin's filter UI writes. */
export const newContactsListHref = '/admin/collections/contacts?where[or][0][and][0][status][equals]=nuevo'
