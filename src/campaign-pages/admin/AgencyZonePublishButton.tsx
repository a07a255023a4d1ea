'use client'

import { ConfigProvider, PublishButton, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { Timezone } from 'payload'
import { useEffect, useMemo } from 'react'

type Props = { timeZone: string; zones: Timezone[] }

/**
 * Payload's «Publicar cambios» with its «Programar publicación» drawer set for this agency:
 * - the drawer preselects «Publicar» on a page never published. Payload picks «Despublicar» when it
 *   counts no draft newer than the published version, and counts none when there is no published
 *   version at all (@payloadcms/ui PublishButton, 3.90); such a page's draft is one unpublished version.
 * - «Zona horaria» starts at the agency's zone (Datos de la agencia), among the Spanish names.
 */
export function AgencyZonePublishButton({ timeZone, zones }: Props) {
  const { config } = useConfig()
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()

  useEffect(() => {
    if (!hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])

  const agencyConfig = useMemo(
    () => ({ ...config, admin: { ...config.admin, timezones: { supportedTimezones: zones, defaultTimezone: timeZone } } }),
    [config, timeZone, zones],
  )
  return (
    <ConfigProvider config={agencyConfig}>
      <PublishButton />
    </ConfigProvider>
  )
}
