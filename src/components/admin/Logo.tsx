import type { Payload } from 'payload'

import { agencyName } from '@/settings/agency-name'

import { BrandMark } from './BrandMark'

/** Login and header logo of the admin panel: our mark and the agency name. */
export default async function Logo({ payload }: { payload?: Payload }) {
  const name = await agencyName(payload)
  return (
    <div className="agency-logo">
      <BrandMark size={56} />
      <div className="agency-logo__text">
        <span className="agency-logo__name">{name}</span>
        <span className="agency-logo__tagline">Panel de la agencia</span>
      </div>
    </div>
  )
}
