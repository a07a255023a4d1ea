'use client'

import { usePathname, useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

import { browserNavigator, goToSection, sectionHref } from '@/lib/browser/scroll'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { section: string }

/** A link to a landing section that follows the navigation rule; a real `/#id` link without JS. */
export function SectionLink({ section, onClick, children, ...rest }: Props) {
  const pathname = usePathname()
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    goToSection(
      section,
      browserNavigator(pathname, (href) => router.push(href)),
    )
  }
  return (
    <a href={sectionHref(section)} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}
