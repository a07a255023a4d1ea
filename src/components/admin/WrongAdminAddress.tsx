'use client'

import { useEffect, useState } from 'react'

import { wrongAdminAddressCopy as copy } from '../../copy/admin'

type Props = { allowedOrigins: string[]; publicUrl: string }

/** Warns staff whose browser shows the admin at an origin Payload will not accept saves from. */
export function WrongAdminAddress({ allowedOrigins, publicUrl }: Props) {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => setCurrent(window.location.origin), [])
  if (!current || allowedOrigins.includes(current)) return null
  const here = `${window.location.pathname}${window.location.search}`
  return (
    <div role="alert" className="wrong-admin-address">
      <strong>{copy.title}</strong>
      <p>{copy.body(current, publicUrl)}</p>
      <p>
        <a href={`${publicUrl}${here}`}>{copy.link}</a>
      </p>
      <p>{copy.technical}</p>
    </div>
  )
}
