import { expect, test } from '@playwright/test'

import { hasNoHorizontalScroll } from '../../support/site'

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
  })

  test('shows the sections of the spec in order, with one h1 and ordered headings', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toContainText('seguro ideal para ti')
    const h2s = await page.locator('main h2').allTextContents()
    const order = [
      'Nuestros Servicios',
      'Período de Inscripción Especial',
      '¿Tienes 65 años o más?',
      'Trabajamos con las Mejores Aseguradoras',
      '¿Por Qué Elegirnos?',
      'Lo Que Dicen Nuestros Clientes',
      'Contáctanos Hoy',
      'Estados Licenciados',
    ]
    expect(h2s.map((text) => text.trim()).filter((text) => order.includes(text))).toEqual(order)
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])))
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1)
    })
    for (const id of ['inicio', 'servicios', 'nosotros', 'testimonios', 'contacto']) {
      await expect(page.locator(`main section#${id}`)).toHaveCount(1)
    }
  })

  test('hero: open enrollment, 4 of 5 under $10/month, quote and call buttons lead to the contact section', async ({ page }) => {
    const hero = page.locator('#inicio')
    await expect(hero.getByText('¡Inscripción Abierta!')).toBeVisible()
    await expect(hero.getByText('4 de cada 5 personas pagan menos de $10 al mes')).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Cotización Gratis' })).toHaveAttribute('href', '/#contacto')
    await expect(hero.getByRole('link', { name: 'Llamar Ahora' })).toHaveAttribute('href', '/#contacto')
  })

  test('trust strip, four service cards with three features and a quote button each', async ({ page }) => {
    for (const text of ['10+', '3,000+', '4.8/5', '100%', 'Servicio en español', 'Familias latinas protegidas']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
    }
    const cards = page.locator('#servicios > div > ul > li')
    await expect(cards).toHaveCount(4)
    await expect(cards.locator('h3')).toHaveText(['Obamacare ACA', 'Medicare', 'Seguro de Vida', 'Seguros Privados'])
    for (const card of await cards.all()) {
      await expect(card.locator('ul li')).toHaveCount(3)
      await expect(card.getByRole('link', { name: /Solicitar Cotización/ })).toHaveAttribute('href', '/#contacto')
    }
  })

  test('promotions, about pillars, testimonials with summary, contact and licensed states', async ({ page }) => {
    await expect(page.getByRole('heading', { name: '¿Tienes 65 años o más?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Verificar Ahora' })).toHaveAttribute('href', '/#contacto')
    await expect(page.locator('#nosotros h3')).toHaveText(['Experiencia en Salud', 'Comunidad Latina', 'Conocimiento'])
    await expect(page.locator('#testimonios blockquote')).toHaveCount(3)
    // One rating everywhere (site settings): the trust strip's 4.8/5, not SPEC's separate 4.9/5 (issue 26).
    for (const value of ['4.8/5', '200+', '100%']) {
      await expect(page.locator('#testimonios').getByText(value, { exact: true })).toBeVisible()
    }
    const contact = page.locator('#contacto')
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Contáctanos Hoy')
    await expect(contact.getByText('Estamos aquí para ayudarte a encontrar la protección perfecta')).toBeVisible()
    const states = page.locator('section[aria-labelledby="estados-title"]')
    for (const name of ['Florida', 'Georgia', 'Carolina del Sur', 'Texas']) {
      await expect(states.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible()
    }
    for (const assurance of ['Licencias activas', 'Renovación anual', 'Auditorías estatales']) {
      await expect(states.getByRole('heading', { name: assurance })).toBeVisible()
    }
    await expect(states.getByText('Cobertura Completa • Agentes Certificados • Servicio Garantizado')).toBeVisible()
  })

  test('the insurer carousel shows the nine logos by name and scrolls continuously', async ({ page }) => {
    const names = [
      'Florida Blue',
      'UnitedHealthcare',
      'Oscar Health',
      'AmeriHealth',
      'Ambetter',
      'Aetna',
      'Anthem Wellpoint',
      'Cigna',
      'AvMed',
    ]
    const carousel = page.getByRole('region', { name: 'Aseguradoras con las que trabajamos' })
    for (const name of names) await expect(carousel.getByRole('img', { name, exact: true })).toHaveCount(1)
    await carousel.scrollIntoViewIfNeeded()
    const first = carousel.getByRole('img', { name: 'Florida Blue', exact: true })
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const track = carousel.locator('.marquee-track')
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)
    const before = await x()
    await page.waitForTimeout(400)
    expect(await x()).not.toBe(before)
  })

  test('the carousel pauses on hover and on keyboard focus', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Aseguradoras con las que trabajamos' })
    const state = () => carousel.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState)
    expect(await state()).toBe('running')
    await carousel.hover()
    expect(await state()).toBe('paused')
    await page.mouse.move(0, 0)
    await carousel.focus()
    expect(await state()).toBe('paused')
  })

  test('header: phone link, quote button to the top and the five section links', async ({ page }) => {
    const header = page.getByRole('banner')
    const tel = header.locator('a[href^="tel:"]')
    await expect(tel.first()).toHaveAttribute('href', 'tel:+13055550100')
    await page.evaluate(() => window.scrollTo(0, 2000))
    const quote = header.getByRole('link', { name: 'Cotizar Ahora' })
    if (await quote.isVisible()) {
      await quote.click()
    } else {
      await header.getByRole('button', { name: 'Abrir menú' }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Cotizar Ahora' }).click()
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('footer: contact data, hours, service, legal, social and agent portal links, © 2024', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '(305) 555-0100' })).toHaveAttribute('href', 'tel:+13055550100')
    await expect(footer.getByRole('link', { name: 'contacto@agencia.example' })).toHaveAttribute('href', 'mailto:contacto@agencia.example')
    await expect(footer.getByText('1234 Calle Ejemplo, Suite 100, Miami, FL 33101')).toBeVisible()
    await expect(footer.getByText('Lunes a Viernes 8:00 AM – 6:00 PM')).toBeVisible()
    for (const name of ['Obamacare ACA', 'Medicare', 'Seguro de Vida', 'Seguros Privados']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/#servicios')
    }
    await expect(footer.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terms-of-service')
    await expect(footer.getByRole('link', { name: 'Aviso Legal' })).toHaveAttribute('href', '/legal-notice')
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
    const portal = footer.getByRole('link', { name: /Portal de Agentes/ })
    await expect(portal).toHaveAttribute('href', 'https://portal.agencia.example')
    await expect(portal).toHaveAttribute('target', '_blank')
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(footer.getByText('© 2024')).toBeVisible()
  })

  test('SEO: Spanish title and description, Open Graph, canonical and InsuranceAgency JSON-LD', async ({ page }) => {
    await expect(page).toHaveTitle(/Seguros de Salud en Español/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Florida, Georgia, Carolina del Sur y Texas/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Seguros de Salud/)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(json['@type']).toBe('InsuranceAgency')
    expect(json.name).toBe('Agencia de Seguros Salud Latina')
    expect(json.telephone).toBe('(305) 555-0100')
    expect(json.email).toBe('contacto@agencia.example')
    expect(json.address).toMatchObject({ streetAddress: '1234 Calle Ejemplo, Suite 100', addressLocality: 'Miami', addressRegion: 'FL' })
    expect(json.areaServed.map((area: { name: string }) => area.name)).toEqual(['Florida', 'Georgia', 'Carolina del Sur', 'Texas'])
    expect(json.openingHoursSpecification).toHaveLength(1)
    expect(json.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' })
    expect(json).not.toHaveProperty('availableLanguage')
  })

  test('Medicare: the CMS disclaimer, in Spanish with the counts, on the Medicare card, the Medicare promo and the footer', async ({
    page,
  }) => {
    const disclaimer =
      'No ofrecemos todos los planes disponibles en su área. Actualmente representamos a 4 organizaciones que ofrecen 12 productos ' +
      'en su área. Comuníquese con Medicare.gov o con el 1-800-MEDICARE para obtener información sobre todas sus opciones.'
    const medicareCard = page.locator('#servicios > div > ul > li').filter({ has: page.getByRole('heading', { name: 'Medicare' }) })
    await expect(medicareCard.getByText(disclaimer)).toBeVisible()
    const promo = page.locator('article').filter({ has: page.getByRole('heading', { name: '¿Tienes 65 años o más?' }) })
    await expect(promo.getByText(disclaimer)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(disclaimer)).toBeVisible()
    // Readable, not fine print: at least 14 px.
    const size = await promo.getByText(disclaimer).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    expect(size).toBeGreaterThanOrEqual(14)
  })

  test('WhatsApp: a click-to-chat link with a Spanish greeting in the contact section and the footer, no second floating button', async ({
    page,
  }) => {
    const href = `https://wa.me/13055550100?text=${encodeURIComponent('Hola, quisiera información sobre seguros de salud.')}`
    for (const area of [page.locator('#contacto'), page.getByRole('contentinfo')]) {
      const link = area.getByRole('link', { name: /Escríbenos por WhatsApp/ })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    // None of them floats (no second floating button beside the heart).
    const floating = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) =>
      links.filter((link) => {
        for (let element: Element | null = link; element; element = element.parentElement) {
          if (getComputedStyle(element).position === 'fixed') return true
        }
        return false
      }),
    )
    expect(floating).toHaveLength(0)
  })

  test('no horizontal scroll at 375, 768, 1280 and 1920 px', async ({ page }) => {
    for (const width of [375, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await hasNoHorizontalScroll(page), `width ${width}`).toBe(true)
    }
  })

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('is served from the cache, not rendered per request', async ({ request }) => {
    await request.get('/')
    const response = await request.get('/')
    expect(response.headers()['x-nextjs-cache']).toBe('HIT')
  })
})

test('sitemap.xml and robots.txt answer with the five public pages', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const path of [
    '/</loc>',
    '/privacy-policy</loc>',
    '/terms-of-service</loc>',
    '/legal-notice</loc>',
    '/nondiscrimination-notice</loc>',
  ]) {
    expect(xml).toContain(path)
  }
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
})

test('the carousel stands still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const track = page.locator('.marquee-track')
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await expect(page.locator('.marquee-duplicate')).toBeHidden()
  // All nine logos sit within the page width instead of running off to the side.
  const offscreen = await page
    .locator('.marquee-list:not(.marquee-duplicate) img')
    .evaluateAll((images) => images.filter((img) => img.getBoundingClientRect().right > window.innerWidth + 1).length)
  expect(offscreen).toBe(0)
})
