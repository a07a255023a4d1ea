'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { Icon } from '@/components/icons/Icon'
import { browserNavigator, goToSection, sectionHref } from '@/lib/browser/scroll'

type Props = {
  links: readonly { id: string; label: string }[]
  phone: { href: string; label: string }
  quote: { section: string; label: string }
  labels: { open: string; close: string; title: string; nav: string }
}

const focusableSelector = 'a[href], button:not([disabled])'
/** The fallback panel's id: `#menu` in the address opens it (CSS `:target`), any other fragment closes it. */
const FALLBACK_ID = 'menu'
const FALLBACK_CLOSE_HREF = '#cerrar-menu'

const triggerClass = 'inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden'
const closeClass = 'inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50'
const backdropClass = 'menu-backdrop absolute inset-0 bg-brand-950/60'
const panelClass = 'menu-panel absolute inset-y-0 right-0 flex w-[300px] flex-col overflow-y-auto bg-white shadow-2xl sm:w-[400px]'

/**
 * Below the desktop breakpoint: a right-hand slide-over dialog (focus trapped, Esc closes).
 * Until React has hydrated (and without JavaScript) the same panel is plain HTML that opens as the
 * address's target (`#menu`); its section links change the target, so choosing one closes it and
 * the browser scrolls there. A menu opened that way before hydration carries on as the dialog.
 */
export function MobileMenu(menu: Props) {
  const { labels } = menu
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const pendingSection = useRef<string | null>(null)
  const wasOpen = useRef(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const router = useRouter()
  const titleId = useId()

  useEffect(() => {
    setEnhanced(true)
    if (window.location.hash !== `#${FALLBACK_ID}`) return
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    setOpen(true)
  }, [])

  useEffect(() => {
    if (open) {
      wasOpen.current = true
      document.documentElement.style.overflow = 'hidden'
      panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus()
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    document.documentElement.style.overflow = ''
    const section = pendingSection.current
    pendingSection.current = null
    // The page scrolls only once the menu is gone and the page can scroll again.
    if (section)
      goToSection(
        section,
        browserNavigator(pathname, (href) => router.push(href)),
      )
    else triggerRef.current?.focus()
  }, [open, pathname, router])

  const choose = (section: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    pendingSection.current = section
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusableSelector))
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  if (!enhanced) return <FallbackMenu {...menu} titleId={titleId} />

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      {open && (
        <div className="fixed inset-0 z-[60] lg:hidden">
          <div className={backdropClass} aria-hidden="true" onClick={() => setOpen(false)} />
          <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} className={panelClass}>
            <MenuContents
              {...menu}
              titleId={titleId}
              close={
                <button type="button" className={closeClass} aria-label={labels.close} onClick={() => setOpen(false)}>
                  <Icon name="close" className="h-6 w-6" />
                </button>
              }
              onChoose={choose}
            />
          </div>
        </div>
      )}
    </>
  )
}

/** The menu as plain HTML: opened and closed by the address's fragment. */
function FallbackMenu({ titleId, ...menu }: Props & { titleId: string }) {
  const { labels } = menu
  return (
    <>
      <a href={`#${FALLBACK_ID}`} className={triggerClass} aria-label={labels.open}>
        <Icon name="menu" className="h-6 w-6" />
      </a>
      <div id={FALLBACK_ID} className="menu-fallback fixed inset-0 z-[60] lg:hidden">
        <div className={backdropClass} aria-hidden="true" />
        <div role="dialog" aria-labelledby={titleId} className={panelClass}>
          <MenuContents
            {...menu}
            titleId={titleId}
            close={
              <a href={FALLBACK_CLOSE_HREF} className={closeClass} aria-label={labels.close}>
                <Icon name="close" className="h-6 w-6" />
              </a>
            }
          />
        </div>
      </div>
    </>
  )
}

type ContentsProps = Props & {
  titleId: string
  close: ReactNode
  /** With JavaScript: a chosen section closes the dialog first, then scrolls. */
  onChoose?: (section: string) => (event: MouseEvent<HTMLAnchorElement>) => void
}

function MenuContents({ links, phone, quote, labels, titleId, close, onChoose }: ContentsProps) {
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
        <h2 id={titleId} className="font-display text-lg font-bold text-brand-900">
          {labels.title}
        </h2>
        {close}
      </div>
      <nav aria-label={labels.nav} className="px-3 py-4">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.id}>
              <SectionLink section={link.id} onChoose={onChoose} className={sectionLinkClass}>
                {link.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-3 border-t border-slate-200 p-5">
        <a
          href={phone.href}
          className={
            'flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-4 ' +
            'font-semibold text-brand-700 hover:bg-brand-50'
          }
        >
          <Icon name="phone" />
          {phone.label}
        </a>
        <SectionLink section={quote.section} onChoose={onChoose} className={quoteLinkClass}>
          {quote.label}
        </SectionLink>
      </div>
    </>
  )
}

const sectionLinkClass = 'flex min-h-12 items-center rounded-lg px-4 text-lg font-semibold text-ink hover:bg-brand-50 hover:text-brand-700'
const quoteLinkClass =
  'flex min-h-12 items-center justify-center rounded-lg bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700'

type SectionLinkProps = { section: string; className: string; children: ReactNode } & Pick<ContentsProps, 'onChoose'>

/** A link to a section of the page; with JavaScript, choosing it closes the menu first. */
function SectionLink({ section, onChoose, className, children }: SectionLinkProps) {
  return (
    <a href={sectionHref(section)} onClick={onChoose?.(section)} className={className}>
      {children}
    </a>
  )
}
