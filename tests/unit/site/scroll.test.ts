import { describe, expect, it, vi } from 'vitest'

import {
  goToSection,
  ROUTE_CHANGE_SCROLL_DELAY,
  SECTION_SCROLL_OFFSET,
  type SectionNavigator,
  sectionIdFromHash,
  sectionScrollTop,
} from '@/lib/browser/scroll'

function fakeNavigator(pathname: string, sectionTop = 1500, scrollY = 200, reducedMotion = false) {
  const section = document.createElement('section')
  section.id = 'servicios'
  section.tabIndex = -1
  document.body.append(section)
  section.getBoundingClientRect = () => ({ top: sectionTop }) as DOMRect
  const scheduled: { callback: () => void; delayMs: number }[] = []
  const nav: SectionNavigator = {
    pathname,
    navigate: vi.fn(),
    findSection: (id) => document.getElementById(id),
    scrollY: () => scrollY,
    scrollTo: vi.fn(),
    schedule: (callback, delayMs) => void scheduled.push({ callback, delayMs }),
    prefersReducedMotion: () => reducedMotion,
  }
  return { nav, scheduled, section }
}

describe('sectionScrollTop', () => {
  it('stops the section 80 px below the viewport top', () => {
    expect(SECTION_SCROLL_OFFSET).toBe(80)
    expect(sectionScrollTop(1500, 200)).toBe(1620)
  })

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(30, 0)).toBe(0)
  })
})

describe('goToSection', () => {
  it('on the landing page scrolls smoothly to the section and moves focus to it', () => {
    const { nav, section } = fakeNavigator('/')
    goToSection('servicios', nav)
    expect(nav.scrollTo).toHaveBeenCalledWith({ top: 1620, behavior: 'smooth' })
    expect(nav.navigate).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(section)
    section.remove()
  })

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const { nav, section } = fakeNavigator('/', 1500, 200, true)
    goToSection('servicios', nav)
    expect(nav.scrollTo).toHaveBeenCalledWith({ top: 1620, behavior: 'auto' })
    section.remove()
  })

  it('from another page goes to /#section and scrolls 100 ms later', () => {
    const { nav, scheduled, section } = fakeNavigator('/privacy-policy')
    goToSection('servicios', nav)
    expect(nav.navigate).toHaveBeenCalledWith('/#servicios')
    expect(nav.scrollTo).not.toHaveBeenCalled()
    expect(scheduled).toHaveLength(1)
    expect(scheduled[0].delayMs).toBe(ROUTE_CHANGE_SCROLL_DELAY)
    expect(ROUTE_CHANGE_SCROLL_DELAY).toBe(100)
    scheduled[0].callback()
    expect(nav.scrollTo).toHaveBeenCalledWith({ top: 1620, behavior: 'smooth' })
    section.remove()
  })

  it('does nothing on the page when the section does not exist', () => {
    const { nav, section } = fakeNavigator('/')
    goToSection('no-existe', nav)
    expect(nav.scrollTo).not.toHaveBeenCalled()
    section.remove()
  })
})

describe('sectionIdFromHash', () => {
  it('reads the section from a location hash', () => {
    expect(sectionIdFromHash('#contacto')).toBe('contacto')
    expect(sectionIdFromHash('')).toBeNull()
    expect(sectionIdFromHash('#')).toBeNull()
  })
})
