import type { CollectionAfterReadHook, Field, FieldAccess } from 'payload'
import { relationId } from '../../lib/relation-id'

/**
 * A signed record's contents (the text shown, the choices, the representative, the address and
 * browser) come only from a single read, which logRecordView writes to the access log. This
 * field access marks them: true when one document is at hand (reading it, or the admin's
 * permissions for its page, asked with its id), false without one, which is how Payload asks
 * whether a field may be queried — so a list can neither filter nor sort by them (no guessing an
 * IP through `where`), nor can another collection's query reach them through a relation
 * (`where[record.ip]`), and the admin list offers no such columns.
 */
export const readInSingleRecordOnly: FieldAccess = ({ doc, id }) => doc !== undefined || id !== undefined

const nameOf = (field: Field): string | null => ('name' in field && typeof field.name === 'string' ? field.name : null)

const contentFields = (fields: Field[]) =>
  fields.filter((field) => 'access' in field && field.access?.read === readInSingleRecordOnly).flatMap((field) => nameOf(field) ?? [])

const relationFields = (fields: Field[]) => fields.filter((field) => field.type === 'relationship').flatMap((field) => nameOf(field) ?? [])

/**
 * Lists answer the admin list's columns: no contents, and relations as ids (the lead's phone is
 * not a column). Lists include a record populated at depth through a relation (Payload loads
 * those with `find`). The server's own reads (overrideAccess, or `context.internalRead`) keep all.
 */
export const listColumnsOnly: CollectionAfterReadHook = ({ collection, doc, findMany, overrideAccess, req }) => {
  if (!findMany || overrideAccess || req.context?.internalRead) return doc
  const listed: Record<string, unknown> = { ...doc }
  for (const name of contentFields(collection.fields)) delete listed[name]
  for (const name of relationFields(collection.fields)) if (name in listed) listed[name] = relationId(listed[name])
  return listed
}
