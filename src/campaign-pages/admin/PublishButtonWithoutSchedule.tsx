'use client'

import { ConfigProvider, PublishButton, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { ClientCollectionConfig } from 'payload'
import { useMemo } from 'react'

/**
 * Payload's «Publicar cambios» without its own «Programar publicación» sub-menu, whose date box
 * Payload hard-codes in English order («nov 27, 2026 11:49 p. m.»); the page's own control
 * (SchedulePublishControl) replaces it. `schedulePublish` stays on in the collection's config: it
 * is what registers Payload's `schedulePublish` job task and deletes a page's jobs with the page.
 */
export default function PublishButtonWithoutSchedule() {
  const { config } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const withoutSchedule = useMemo(
    () => ({
      ...config,
      collections: config.collections.map((collection): ClientCollectionConfig => {
        const { versions } = collection
        if (collection.slug !== collectionSlug || !versions || typeof versions.drafts !== 'object') return collection
        return { ...collection, versions: { ...versions, drafts: { ...versions.drafts, schedulePublish: false } } }
      }),
    }),
    [config, collectionSlug],
  )
  return (
    <ConfigProvider config={withoutSchedule}>
      <PublishButton />
    </ConfigProvider>
  )
}
