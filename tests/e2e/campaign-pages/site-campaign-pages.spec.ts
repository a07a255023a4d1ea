import { expect, test } from '@playwright/test'

import { contactForm, fillContactForm, toasts, uniqueVisitor } from '../../support/contact-page'
import { queryE2eDatabase } from '../../support/e2e-database'
import { createPage, publishSeededPages, setPageStatus, staffHeaders } from '../../support/pages-api'

const SLUG = 'medicare-florida'

test.beforeAll(async ({ request }) => {
  await publishSeededPages(request, [SLUG])
})

const sentFrom = (email: string) =>
  queryE2eDatabase<{ sent_from_path: string | null; insurance_type: string | null }>(
    'select sent_from_path, insurance_type from contacts where email = $1',
    [email],
  )

test('a published campaign page is served at its address from the cache, its sections in the server HTML', async ({ request }) => {
  const first = await request.get(`/${SLUG}`)
  expect(first.status()).toBe(200)
  const again = await request.get(`/${SLUG}`)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  const html = await again.text()
  expect(html).toMatch(/<h1[^>]*>Tu plan de Medicare en Florida,/)
  expect(html).toContain('¿Cuándo puedo inscribirme o cambiar de plan de Medicare?')
  expect(html).toContain('Durante la inscripción anual, del 15 de octubre al 7 de diciembre')
  expect(html).toContain('"@type":"FAQPage"')
  expect(html).toContain(`<link rel="canonical" href="http://localhost:${new URL(again.url()).port}/${SLUG}"/>`)
  expect(html).toMatch(/<title>Medicare en Florida, en español[^<]*<\/title>/)
  // The Medicare section always carries the TPMO disclaimer.
  expect(html).toMatch(/class="promo-medicare[^"]*"[\s\S]*No ofrecemos todos los planes/)
})

test('the internal route answers only for a page that exists, its canonical the public address', async ({ request }) => {
  const direct = await request.get(`/paginas/${SLUG}`)
  expect(direct.status()).toBe(200)
  expect(await direct.text()).toContain(`/${SLUG}"/>`)
  expect((await request.get('/paginas/no-existe-tampoco')).status()).toBe(404)
})

test('a visitor on a phone reads the answers, and the page’s own form is sent with Medicare chosen and the page on the lead', async ({
  page,
}) => {
  await page.goto(`/${SLUG}`)
  const question = page.getByText('¿Puedo quedarme con mis médicos?')
  await question.click()
  await expect(page.getByText('Antes de recomendarte un plan revisamos que tus médicos')).toBeVisible()

  // The hero's button stays on this page: its own form.
  await page.getByRole('link', { name: 'Quiero que me llamen' }).click()
  await expect(page).toHaveURL(new RegExp(`/${SLUG}`))
  const form = contactForm(page)
  await expect(form.insuranceType).toHaveValue('medicare')

  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  await form.submit.click()
  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
  await expect.poll(() => sentFrom(visitor.email)).toEqual([{ sent_from_path: `/${SLUG}`, insurance_type: 'medicare' }])
})

test('the radio spot’s short link opens the page with its campaign, and the lead sent there carries it', async ({ page, request }) => {
  const hop = await request.get('/radio', { maxRedirects: 0 })
  expect(hop.status()).toBe(302)
  expect(hop.headers().location).toBe(`/${SLUG}?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026`)

  await page.goto('/radio')
  await expect(page).toHaveURL(new RegExp(`/${SLUG}\\?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026$`))
  const visitor = uniqueVisitor()
  await fillContactForm(page, visitor)
  await contactForm(page).submit.click()
  await expect(toasts(page)).toContainText('¡Mensaje Enviado!')
  const rows = await queryE2eDatabase<{ attribution_utm_source: string; attribution_utm_campaign: string; sent_from_path: string }>(
    'select attribution_utm_source, attribution_utm_campaign, sent_from_path from contacts where email = $1',
    [visitor.email],
  )
  expect(rows).toEqual([{ attribution_utm_source: 'radio', attribution_utm_campaign: 'aep-2026', sent_from_path: `/${SLUG}` }])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page reads the same and its form is sent, the lead showing the page', async ({ page }) => {
    await page.goto(`/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tu plan de Medicare en Florida')
    await expect(contactForm(page).insuranceType).toHaveValue('medicare')
    const visitor = uniqueVisitor()
    await fillContactForm(page, visitor)
    await contactForm(page).submit.click()
    await expect(contactForm(page).form.getByRole('status')).toContainText('¡Mensaje Enviado!')
    expect(await sentFrom(visitor.email)).toEqual([{ sent_from_path: `/${SLUG}`, insurance_type: 'medicare' }])
  })
})

test('unpublishing answers 404 at once, publishing again brings it back; the sitemap follows', async ({ request }) => {
  const headers = await staffHeaders(request)
  const slug = `temporal-${Date.now().toString(36)}`
  const created = await createPage(request, headers, {
    title: 'Página temporal',
    slug,
    _status: 'published',
    layout: [{ blockType: 'richText', content: richText('Texto de una página temporal.') }],
  })
  expect((await request.get(`/${slug}`)).status()).toBe(200)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${slug}</loc>`)

  await setPageStatus(request, headers, created.id, 'draft')
  expect((await request.get(`/${slug}`)).status()).toBe(404)
  await expect.poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/${slug}<`)).toBe(false)

  await setPageStatus(request, headers, created.id, 'published')
  const back = await request.get(`/${slug}`)
  expect(back.status()).toBe(200)
  expect(await back.text()).toContain('Texto de una página temporal.')
})

test('a renamed page keeps its old address: old links lead to the new one', async ({ page, request }) => {
  const headers = await staffHeaders(request)
  const oldSlug = `folleto-${Date.now().toString(36)}`
  const created = await createPage(request, headers, {
    title: 'Folleto de Miami',
    slug: oldSlug,
    _status: 'published',
    layout: [{ blockType: 'richText', content: richText('Página del folleto de Miami.') }],
  })
  const newSlug = `${oldSlug}-2027`
  const renamed = await request.patch(`/api/pages/${created.id}`, { headers, data: { slug: newSlug, _status: 'published' } })
  expect(renamed.ok(), await renamed.text()).toBe(true)

  const hop = await request.get(`/${oldSlug}`, { maxRedirects: 0 })
  expect(hop.status()).toBe(301)
  expect(hop.headers().location).toBe(`/${newSlug}`)
  await page.goto(`/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/${newSlug}$`))
  await expect(page.getByText('Página del folleto de Miami.')).toBeVisible()
})

function richText(text: string) {
  const base = { direction: 'ltr', format: '', indent: 0, version: 1 }
  return {
    root: {
      ...base,
      type: 'root',
      children: [
        {
          ...base,
          type: 'paragraph',
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

test('changes the jobs queue publishes at the scheduled time reach visitors of a page already in the cache', async ({ request }) => {
  test.slow()
  const headers = await staffHeaders(request)
  const slug = `programada-${Date.now().toString(36)}`
  const created = await createPage(request, headers, {
    title: 'Página con cambios programados',
    slug,
    _status: 'published',
    layout: [{ blockType: 'richText', content: richText('Precios de este año.') }],
  })
  expect(await (await request.get(`/${slug}`)).text()).toContain('Precios de este año.')
  expect((await request.get(`/${slug}`)).headers()['x-nextjs-cache']).toBe('HIT')

  // Staff save the new prices as a draft and schedule their publication, as «Programar publicación» does.
  const draft = await request.patch(`/api/pages/${created.id}?draft=true`, {
    headers,
    data: { _status: 'draft', layout: [{ blockType: 'richText', content: richText('Precios del año que viene.') }] },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  expect(await (await request.get(`/${slug}`)).text()).toContain('Precios de este año.')
  // The job «Programar publicación» stores (its REST route is closed to everyone), due now.
  await queryE2eDatabase(
    "insert into payload_jobs (task_slug, queue, wait_until, input) values ('schedulePublish', 'default', now(), $1)",
    [{ type: 'publish', doc: { relationTo: 'pages', value: String(created.id) } }],
  )

  await expect
    .poll(async () => (await (await request.get(`/${slug}`)).text()).includes('Precios del año que viene.'), { timeout: 60_000 })
    .toBe(true)
})

test('the endpoint that expires cached content answers only the site itself', async ({ request }) => {
  const withoutKey = await request.post('/api/content-cache/expire?tag=pages')
  expect(withoutKey.status()).toBe(401)
  expect(await withoutKey.json()).toEqual({ message: 'Clave de caché incorrecta.' })
  const wrongKey = await request.post('/api/content-cache/expire?tag=pages', { headers: { 'x-content-cache-key': 'x'.repeat(64) } })
  expect(wrongKey.status()).toBe(401)
})
