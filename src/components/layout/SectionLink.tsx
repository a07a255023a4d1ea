'use client'

import { usePathname, useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

import { browserNavigator, goToSection, scrollToSection, sectionHref } from '@/lib/browser/scroll'

import { useSectionsOnPage } from './SectionsOnPage'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { section: string }

/**
 * A link to a landing section that follows the navigation rule; a real `/#id` link without JS.
 * Inside a campaign page that has the section itself (SectionsOnPage), it stays on the page.
 */
export function SectionLink({ section, onClick, children, ...rest }: Props) {
  const pathname = usePathname()
  const router = useRouter()
  const onThisPage = useSectionsOnPage().includes(section)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const navigator = browserNavigator(pathname, (href) => router.push(href))
    if (onThisPage) scrollToSection(section, navigator)
    else goToSection(section, navigator)
  }
  return (
    <a href={onThisPage ? `#${section}` : sectionHref(section)} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}
