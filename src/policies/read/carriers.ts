import type { Payload, TypedUser } from 'payload'

export type CarrierOption = { id: number; name: string }

/** Every carrier (on the site's carousel or not) the account may read, by name: the import's and the worklists' choices. */
export async function carrierChoices(payload: Payload, user: TypedUser): Promise<CarrierOption[]> {
  const { docs } = await payload.find({
    collection: 'insurers',
    select: { name: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((carrier) => ({ id: carrier.id, name: carrier.name }))
}
