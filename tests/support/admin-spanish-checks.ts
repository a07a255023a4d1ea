import { expect, type Page } from '@playwright/test'

import { allowedNames, englishUiWords } from './english-ui-words'

/** What staff read on the page: text and labels, not what they typed (inputs, the rich-text body). */
async function shownText(page: Page): Promise<{ text: string; labels: string[] }> {
  return page.evaluate(() => {
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('[contenteditable="true"], script, style, noscript')) continue
      if (parent.closest('[hidden], [aria-hidden="true"]')) continue
      parts.push(node.nodeValue ?? '')
    }
    const labels: string[] = []
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) labels.push(element.getAttribute(attribute) ?? '')
    }
    return { text: [...parts, ...labels].join('\n'), labels }
  })
}

function englishWords(text: string): string[] {
  const withoutNames = allowedNames.reduce((rest, name) => rest.replaceAll(name, ' '), text)
  return withoutNames
    .split(/\s+/)
    .filter((token) => !/[\d/@._-]/.test(token))
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => englishUiWords.has(word.toLowerCase()))
}

/**
 * Strings no translation table catches: an unfilled template ('{{label}}'), Payload's bracketed
 * fallback title ('[Sin título]', '<Sin Título>'), Spanish that says the opposite ('Sin publicar exitosamente'),
 * and a code name (camelCase or kebab-case) used as a tooltip or a screen-reader label.
 */
function oddStrings({ text, labels }: { text: string; labels: string[] }): string[] {
  const templates = text.match(/\{\{\w+\}\}/g) ?? []
  const brackets = text.match(/\[Sin título\]|<Sin [^>\n]*>|Sin publicar exitosamente/g) ?? []
  const codeNames = labels.filter((label) => /^[a-z]+(?:[A-Z][a-z]+)+$|^[a-z]+(?:-[a-z]+)+$/.test(label.trim()))
  return [...templates, ...brackets, ...codeNames]
}

/** Field code names in a Spanish error ('…inválido: phone'), where staff should read the field's label. */
function codeNamesInErrors(text: string): string[] {
  return text.match(/inválidos?: [^\n]*/g)?.filter((line) => /\b[a-z]+[A-Z]\w*\b|:\s*(?:file|phone|slug|email)\b/.test(line)) ?? []
}

const interactiveRoles = 'button|link|checkbox|textbox|combobox|menuitem|menuitemcheckbox|tab|switch|radio|spinbutton|searchbox|slider'

/** Controls a screen reader announces with no name: the aria snapshot lists them as a bare role. */
async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot({ mode: 'ai' })
  const bare = new RegExp(`^\\s*- (?:${interactiveRoles})((?: \\[[^\\]]*\\])*)(?::.*)?$`)
  // A disabled control hidden from screen readers is neither announced nor reachable.
  const lines = snapshot.split('\n').filter((line) => bare.test(line) && !(line.includes('[disabled]') && line.includes('[aria-hidden]')))
  // Each reported as the start of its HTML, to tell which control it is.
  return Promise.all(
    lines.map((line) => {
      const ref = line.match(/\[ref=(\w+)\]/)?.[1]
      if (!ref) return line
      return page
        .locator(`aria-ref=${ref}`)
        .evaluate((element) => element.outerHTML.replace(/\s+/g, ' ').slice(0, 160))
        .catch(() => line)
    }),
  )
}

// Every page is checked even after one fails; the labels are settled once the page has hydrated.
const soft = expect.configure({ soft: true, timeout: 15_000 })

/** Fails (softly) on English words, odd strings and nameless controls in what is on screen now. */
export async function expectSpanish(page: Page, where: string) {
  // Settled: the network quiet, or 10 s (the live preview's frame never lets it go quiet).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await soft.poll(async () => englishWords((await shownText(page)).text), { message: `English words on ${where}` }).toEqual([])
  await soft.poll(async () => oddStrings(await shownText(page)), { message: `Odd strings on ${where}` }).toEqual([])
  await soft.poll(async () => codeNamesInErrors((await shownText(page)).text), { message: `Field code names on ${where}` }).toEqual([])
  await soft.poll(() => unnamedControls(page), { message: `Controls without a name on ${where}` }).toEqual([])
}

const englishMonth = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/

/** The dates the date fields show, which must use Spanish month names from the first render. */
export async function expectSpanishDates(page: Page, where: string) {
  const shownDates = () =>
    page
      .locator('.date-time-picker input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean))
  await expect.poll(shownDates, { message: `date fields with a value on ${where}` }).toContainEqual(expect.stringMatching(/\d{4}/))
  soft(
    (await shownDates()).filter((value) => englishMonth.test(value)),
    `English month names on ${where}`,
  ).toEqual([])
}
