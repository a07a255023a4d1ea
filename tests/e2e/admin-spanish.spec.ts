import { expect, type Page, test } from '@playwright/test'
import { adminAccount, authHeader, loginInPanel } from '../support/admin-e2e'
import { allowedNames, englishUiWords } from '../support/english-ui-words'
import { TEST_ADMIN } from '../support/test-env'

const collections = ['services', 'testimonials', 'insurers', 'licensed-states', 'legal-documents', 'contacts', 'media', 'users']
const globals = ['site-settings', 'landing']

/** What staff read on the page: text and labels, not what they typed (inputs, the rich-text body). */
async function shownWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('[contenteditable="true"], script, style, noscript')) continue
      if (parent.closest('[hidden], [aria-hidden="true"]')) continue
      parts.push(node.nodeValue ?? '')
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) parts.push(element.getAttribute(attribute) ?? '')
    }
    return parts.join('\n')
  })
  const withoutNames = allowedNames.reduce((rest, name) => rest.replaceAll(name, ' '), text)
  return withoutNames
    .split(/\s+/)
    .filter((token) => !/[\d/@._-]/.test(token))
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => englishUiWords.has(word.toLowerCase()))
}

// Every page is checked even after one fails; the labels are settled once the page has hydrated.
const soft = expect.configure({ soft: true, timeout: 15_000 })

async function expectSpanish(page: Page, where: string) {
  await page.waitForLoadState('networkidle')
  await soft.poll(() => shownWords(page), { message: `English words on ${where}` }).toEqual([])
}

test('every admin page staff use reads in Spanish: lists, edit views, settings, the rich-text menus and the date picker', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await adminAccount(request)
  await loginInPanel(page, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expectSpanish(page, 'the dashboard')

  for (const slug of collections) {
    await page.goto(`/admin/collections/${slug}`)
    await expectSpanish(page, `the ${slug} list`)
    const { docs } = (await (await request.get(`/api/${slug}?limit=1&depth=0`, { headers: authHeader(admin) })).json()) as {
      docs: { id: number }[]
    }
    await page.goto(docs[0] ? `/admin/collections/${slug}/${docs[0].id}` : `/admin/collections/${slug}/create`)
    await expectSpanish(page, `a ${slug} document`)
  }
  for (const slug of globals) {
    await page.goto(`/admin/globals/${slug}`)
    await expectSpanish(page, `the ${slug} settings`)
  }

  // A legal document: the editor's block handles and menu, its toolbar, and the date picker.
  const { docs } = (await (await request.get('/api/legal-documents?limit=1&depth=0', { headers: authHeader(admin) })).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`/admin/collections/legal-documents/${docs[0].id}`)
  const paragraph = page.locator('[contenteditable="true"] p').first()
  await paragraph.hover()
  await page.locator('.add-block-menu').click()
  await expect(page.locator('.slash-menu-popup')).toBeVisible()
  await expectSpanish(page, 'the rich-text block menu')
  await page.keyboard.press('Escape')
  await paragraph.click({ clickCount: 3 })
  await expect(page.locator('.inline-toolbar-popup')).toBeVisible()
  await expectSpanish(page, 'the rich-text toolbar')
  await page.locator('#field-lastUpdated input').click()
  await expect(page.locator('.react-datepicker')).toBeVisible()
  await expectSpanish(page, 'the date picker')
})
