/**
 * The contact form's insurance-type select on small phones: its placeholder «Selecciona un tipo
 * de seguro» is shown whole, not cut at the control's edge.
 */
import { expect, test } from '@playwright/test'

import { contactForm } from '../../support/contact-page'

for (const width of [360, 375, 390]) {
  test(`at ${width} px the select's placeholder fits in the box that shows it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/#contacto')
    const select = contactForm(page).insuranceType
    await select.scrollIntoViewIfNeeded()
    await expect(select).toHaveValue('')
    const fit = await select.evaluate(async (element: HTMLSelectElement) => {
      await document.fonts.ready
      const style = getComputedStyle(element)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      const text = element.options[element.selectedIndex].text
      const form = element.closest('form')!
      const formStyle = getComputedStyle(form)
      return {
        text,
        textWidth: Math.ceil(context.measureText(text).width),
        // The text box: the control's inside width less its padding (the arrow is drawn in the right padding).
        box: element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        right: element.getBoundingClientRect().right,
        // Where the form's content ends, and the screen's edge: the control ends before both.
        formContentRight: form.getBoundingClientRect().right - Number.parseFloat(formStyle.paddingRight),
        screen: document.documentElement.clientWidth,
        appearance: style.appearance,
      }
    })
    expect(fit.text).toBe('Selecciona un tipo de seguro')
    expect(fit.right, JSON.stringify(fit)).toBeLessThanOrEqual(Math.min(fit.formContentRight, fit.screen) + 0.5)
    // The browser's own arrow lies over the text box; the control draws its arrow in its padding.
    expect(fit.appearance).toBe('none')
    expect(fit.textWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.box)
  })
}
