import Link from 'next/link'

import { Icon } from '@/components/icons/Icon'
import { copy, navigation, sectionIds } from '@/copy/site'
import { telHref } from '@/lib/phone'

import { LogoMark } from './Logo'
import { MobileMenu } from './MobileMenu'
import { SectionLink } from './SectionLink'

/** Fixed site header: logo, section navigation, phone and the quote button. */
export function Header({ agencyName, phone }: { agencyName: string; phone: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white shadow-sm">
      <div className="container flex h-16 items-center justify-between gap-4 lg:h-[72px]">
        <Link href="/" className="flex min-w-0 items-center gap-2.5 rounded-md" aria-label={`${agencyName}: ${copy.homeLinkLabel}`}>
          <LogoMark className="h-10 w-10 shrink-0" />
          <span className="max-w-[11rem] font-display text-[0.95rem] font-extrabold leading-tight text-brand-900 sm:max-w-none sm:text-lg">
            {agencyName}
          </span>
        </Link>
        <nav aria-label={copy.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.id}>
                <SectionLink
                  section={item.id}
                  className="rounded-md px-3 py-2 text-[0.95rem] font-semibold text-ink hover:bg-brand-50 hover:text-brand-700"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={telHref(phone)}
            className="hidden items-center gap-2 rounded-md px-2 py-2 font-semibold text-brand-800 hover:text-brand-600 md:inline-flex"
          >
            <Icon name="phone" className="h-5 w-5" />
            <span>{phone}</span>
          </a>
          <SectionLink
            section={sectionIds.home}
            className="hidden rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-accent-700 sm:inline-flex"
          >
            {copy.quoteNow}
          </SectionLink>
          <MobileMenu
            links={navigation}
            phone={{ href: telHref(phone), label: phone }}
            quote={{ section: sectionIds.home, label: copy.quoteNow }}
            labels={{ open: copy.openMenu, close: copy.closeMenu, title: copy.menuTitle, nav: copy.mainNavLabel }}
          />
        </div>
      </div>
    </header>
  )
}
