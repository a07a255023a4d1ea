/**
 * The navigation rule (SPEC §2, §9): on the landing page, scroll smoothly so the section top
 * stops 80 px below the viewport top (clearing the fixed header); from any other path, go to
 * `/#section` and scroll there 100 ms later.
 */
export const SECTION_SCROLL_OFFSET = 80
export const ROUTE_CHANGE_SCROLL_DELAY = 100
const LANDING_PATH = '/'

export const sectionHref = (id: string) => `${LANDING_PATH}#${id}`

/** Document scroll position that puts an element's top `offset` px below the viewport top. */
export function sectionScrollTop(elementViewportTop: number, scrollY: number, offset = SECTION_SCROLL_OFFSET): number {
  return Math.max(0, Math.round(elementViewportTop + scrollY - offset))
}

/** The section id in a location hash (`#contacto` → `contacto`), or null. */
export function sectionIdFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim()
  return id ? id : null
}

/** What the page needs from the browser and router to follow the rule. */
export type SectionNavigator = {
  pathname: string
  navigate: (href: string) => void
  findSection: (id: string) => HTMLElement | null
  scrollY: () => number
  scrollTo: (options: ScrollToOptions) => void
  schedule: (callback: () => void, delayMs: number) => void
  prefersReducedMotion: () => boolean
}

/** Scrolls to a section on the current page; false when the section is not there. */
export function scrollToSection(
  id: string,
  nav: Pick<SectionNavigator, 'findSection' | 'scrollY' | 'scrollTo' | 'prefersReducedMotion'>,
): boolean {
  const section = nav.findSection(id)
  if (!section) return false
  const top = sectionScrollTop(section.getBoundingClientRect().top, nav.scrollY())
  nav.scrollTo({ top, behavior: nav.prefersReducedMotion() ? 'auto' : 'smooth' })
  // Move keyboard and screen-reader focus along with the view, without a second jump.
  section.focus({ preventScroll: true })
  return true
}

export function goToSection(id: string, nav: SectionNavigator): void {
  if (nav.pathname === LANDING_PATH) {
    scrollToSection(id, nav)
    return
  }
  nav.navigate(sectionHref(id))
  nav.schedule(() => scrollToSection(id, nav), ROUTE_CHANGE_SCROLL_DELAY)
}

/** The browser side of the navigator; `navigate` comes from the router. */
export function browserNavigator(pathname: string, navigate: (href: string) => void): SectionNavigator {
  return {
    pathname,
    navigate,
    findSection: (id) => document.getElementById(id),
    scrollY: () => window.scrollY,
    scrollTo: (options) => window.scrollTo(options),
    schedule: (callback, delayMs) => void window.setTimeout(callback, delayMs),
    prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  }
}
