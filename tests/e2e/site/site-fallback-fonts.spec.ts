import { expect, test } from '@playwright/test'

/** Spanish as the site writes it: accents, ¿¡, digits and a percent, the widths that decide line breaks. */
const SAMPLE =
  'Encuentra el seguro ideal para ti y tu familia. Términos y Condiciones de Uso: cotización gratis, ' +
  '3,000+ familias, 15 años, 98% satisfechos. ¿Tienes 65 años o más? ¡Inscripción Abierta!'

test('each fallback face takes the width of its web font at every weight the site uses', async ({ page }) => {
  await page.goto('/legal-notice')
  const widths = await page.evaluate(async (sample) => {
    const rows: { family: string; weight: number; web: number; fallback: number }[] = []
    const style = getComputedStyle(document.documentElement)
    for (const [variable, fallback] of [
      ['--font-sans', 'Inter Fallback'],
      ['--font-display', 'Plus Jakarta Sans Fallback'],
    ]) {
      const web = style.getPropertyValue(variable).split(',')[0].trim()
      for (const weight of [400, 500, 600, 700, 800]) {
        await document.fonts.load(`${weight} 20px ${web}`)
        const span = document.createElement('span')
        span.textContent = sample
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:20px;font-weight:${weight};font-family:${web}`
        document.body.append(span)
        const webWidth = span.getBoundingClientRect().width
        span.style.fontFamily = `'${fallback}'`
        rows.push({ family: fallback, weight, web: webWidth, fallback: span.getBoundingClientRect().width })
        span.remove()
      }
    }
    return rows
  }, SAMPLE)
  expect(widths).toHaveLength(10)
  for (const { family, weight, web, fallback } of widths) {
    expect(Math.abs(fallback / web - 1), `${family} ${weight}: ${fallback.toFixed(1)} px for ${web.toFixed(1)} px`).toBeLessThan(0.005)
  }
})
