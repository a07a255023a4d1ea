'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const isSavedReorder = (entry: PerformanceEntry) =>
  entry instanceof PerformanceResourceTiming && new URL(entry.name).pathname.endsWith('/api/reorder') && entry.responseStatus === 200

/**
 * Payload's list moves a dragged row at once but keeps every other cell as the server first
 * rendered it, so the 'Orden' column (renumbered by src/collections/ordering.ts) went stale until
 * a reload. Once the drag is saved, this reloads the list's data in place. It watches the
 * browser's own record of finished requests rather than wrapping fetch.
 */
export default function RefreshAfterReorder() {
  const router = useRouter()
  useEffect(() => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(isSavedReorder)) router.refresh()
    })
    observer.observe({ type: 'resource' })
    return () => observer.disconnect()
  }, [router])
  return null
}
