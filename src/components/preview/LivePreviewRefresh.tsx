'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview (an iframe of the page in preview mode), re-renders the page from
 * the server each time the edited draft is saved (autosave), with the same components visitors get.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={typeof window === 'undefined' ? '' : window.location.origin} />
}
