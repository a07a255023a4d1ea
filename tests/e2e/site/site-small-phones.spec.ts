import { expect, type Page, test } from '@playwright/test'

import { publishSeededPages } from '../../support/pages-api'

// Small phones older visitors carry: the whole first screen must be usable with the floating heart on it.
const viewports = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
]
const CAMPAIGN = 'medicare-florida'
const pages = ['/', `/${CAMPAIGN}`, '/privacy-policy']
const HEART_NAME = 'Hablar con Asistente'
const RING = 4

test.beforeAll(async ({ request }) => {
  await publishSeededPages(request, [CAMPAIGN])
})

type Box = { x: number; y: number; width: number; height: number }

/** Every visible link and button (the heart aside) that shows at least partly on the first screen. */
function firstScreenTargets(page: Page) {
  return page.evaluate(() => {
    const heart = document.querySelector('button[data-state-call]')
    return (
      Array.from(document.querySelectorAll<HTMLElement>('a, button'))
        .filter((element) => element !== heart)
        .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((element) => {
          const rect = element.getBoundingClientRect()
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
          return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height }
        })
        // Visually hidden ones (the skip link before it has focus) are 1 px squares.
        .filter((box) => box.width > 1 && box.height > 1)
        .filter((box) => box.y < window.innerHeight && box.y + box.height > 0 && box.x < window.innerWidth && box.x + box.width > 0)
    )
  })
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0

for (const viewport of viewports) {
  for (const path of pages) {
    test(`at ${viewport.width} × ${viewport.height} the heart on ${path} covers no button or link of the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      const heart = page.getByRole('button', { name: HEART_NAME })
      await expect(heart).toBeVisible()
      await expect(heart).toBeInViewport({ ratio: 1 })
      const button = (await heart.boundingBox()) as Box
      // Still a comfortable tap target.
      expect(button.width).toBeGreaterThanOrEqual(44)
      expect(button.height).toBeGreaterThanOrEqual(44)
      // Its white ring (4 px) is part of what the visitor sees.
      const heartBox = { x: button.x - RING, y: button.y - RING, width: button.width + 2 * RING, height: button.height + 2 * RING }
      const targets = await firstScreenTargets(page)
      expect(targets.map((target) => target.name)).toEqual(expect.arrayContaining([expect.any(String)]))
      expect(targets.filter((target) => overlap(heartBox, target))).toEqual([])
    })
  }
}
