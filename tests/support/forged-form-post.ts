import { expect, type Page } from '@playwright/test'

export type ForgedPostAnswer = { status: number; headers: Record<string, string>; text: string }

/**
 * Sends the page's form (`submit` clicks its button) to the address `urlGlob` matches with
 * `headers` changed (null removes one), as another site's page would make the browser send it:
 * the request goes out through Playwright's own client, which sends the headers as given (the
 * browser itself will not forge an Origin), and its answer is shown in the page.
 */
export async function postFormWithHeaders(
  page: Page,
  urlGlob: string,
  headers: Record<string, string | null>,
  submit: () => Promise<void>,
): Promise<ForgedPostAnswer> {
  let answer: Omit<ForgedPostAnswer, 'text'> | undefined
  await page.route(urlGlob, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const sent = { ...(await route.request().allHeaders()) }
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) delete sent[name]
      else sent[name] = value
    }
    const response = await route.fetch({ headers: sent, maxRedirects: 0 })
    answer = { status: response.status(), headers: response.headers() }
    await route.fulfill({ response })
  })
  await submit()
  await page.waitForLoadState()
  await expect.poll(() => answer).toBeDefined()
  await page.unrouteAll()
  if (!answer) throw new Error(`no answer to the post to ${urlGlob}`)
  return { ...answer, text: await page.locator('body').innerText() }
}
