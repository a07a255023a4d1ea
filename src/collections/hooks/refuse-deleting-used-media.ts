import { APIError, type CollectionBeforeDeleteHook, type Field, type PayloadRequest } from 'payload'

import { mediaInUseMessage } from '../../copy/admin'

const MEDIA = 'media'

/** Query paths of the upload fields pointing at media, through groups, rows, collapsibles, tabs and arrays. */
export function mediaFieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'upload') return field.relationTo === MEDIA ? [`${prefix}${field.name}`] : []
    if (field.type === 'group' || field.type === 'array') {
      const nested = 'name' in field && field.name ? `${prefix}${field.name}.` : prefix
      return mediaFieldPaths(field.fields, nested)
    }
    if (field.type === 'row' || field.type === 'collapsible') return mediaFieldPaths(field.fields, prefix)
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) => mediaFieldPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    }
    return []
  })
}

const label = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)

/** Where an image is used, as staff name it: 'Aseguradora «Ambetter»', 'Ajustes del sitio'. */
export async function mediaUsages(req: PayloadRequest, id: number | string): Promise<string[]> {
  const { payload } = req
  const usages: string[] = []
  for (const collection of payload.config.collections) {
    const paths = mediaFieldPaths(collection.fields)
    if (paths.length === 0) continue
    const { docs } = await payload.find({
      collection: collection.slug,
      where: { or: paths.map((path) => ({ [path]: { equals: id } })) },
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
    })
    const singular = label(collection.labels.singular, collection.slug)
    const titleField = collection.admin.useAsTitle
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      usages.push(`${singular} «${label(titleField ? doc[titleField] : undefined, String(doc.id))}»`)
    }
  }
  for (const global of payload.config.globals) {
    const paths = mediaFieldPaths(global.fields)
    if (paths.length === 0) continue
    const doc: unknown = await payload.findGlobal({ slug: global.slug, depth: 0, draft: false, overrideAccess: true, req })
    if (paths.some((path) => holdsId(doc, path, id))) usages.push(label(global.label, global.slug))
  }
  return usages
}

/** Whether the upload at a dotted path (arrays: any row) holds this id. */
function holdsId(value: unknown, path: string, id: number | string): boolean {
  const [head, ...rest] = path.split('.')
  const next = (value as Record<string, unknown> | null | undefined)?.[head]
  if (Array.isArray(next)) return next.some((row) => holdsId(row, rest.join('.'), id))
  if (rest.length > 0) return holdsId(next, rest.join('.'), id)
  const stored = typeof next === 'object' && next !== null ? (next as { id?: unknown }).id : next
  return stored !== undefined && stored !== null && String(stored) === String(id)
}

/**
 * Deleting an image still in use would remove its files and leave the site with a broken
 * picture (Payload only clears the reference): refuse and say where it is used.
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const usages = await mediaUsages(req, id)
  if (usages.length > 0) throw new APIError(mediaInUseMessage(usages), 409, null, true)
}
