'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { relationId } from '../../lib/relation-id'
import { clientDataGaps } from '../client-data-gaps'

type ClientData = { dateOfBirth?: string | null; hasMedicare?: boolean | null }

/** Under the line on a policy: what a Medicare line needs of the client and the client's page lacks. */
export default function ClientDataNotice() {
  const line = useFormFields(([fields]) => fields.line?.value as string | undefined)
  const client = useFormFields(([fields]) => relationId(fields.client?.value))
  const [data, setData] = useState<ClientData | null>(null)

  useEffect(() => {
    setData(null)
    if (!client) return
    const controller = new AbortController()
    const query = new URLSearchParams({ depth: '0', 'select[dateOfBirth]': 'true', 'select[hasMedicare]': 'true' })
    fetch(`/api/contacts/${client}?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ClientData>) : null))
      .then(setData)
      .catch(() => undefined)
    return () => controller.abort()
  }, [client])

  const gaps = clientDataGaps(line, data)
  if (gaps.length === 0) return null
  return (
    <div className="policy-client-gaps" role="status" data-testid="policy-client-gaps">
      {gaps.map((gap) => (
        <p key={gap}>{gap}</p>
      ))}
    </div>
  )
}
