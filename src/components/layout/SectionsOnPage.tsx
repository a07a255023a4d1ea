'use client'

import { createContext, type ReactNode, useContext } from 'react'

const SectionsOnPageContext = createContext<readonly string[]>([])

/**
 * The landing sections a campaign page has itself (its own contact form, say): its buttons to
 * them stay on the page instead of going to the landing's. The header is outside, so its
 * links still go to the landing as the spec says.
 */
export function SectionsOnPage({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  return <SectionsOnPageContext value={ids}>{children}</SectionsOnPageContext>
}

export const useSectionsOnPage = () => useContext(SectionsOnPageContext)
