import { afterEach, describe, expect, it } from 'vitest'
import { landingCaptureScript } from '@/leads/intake/landing-capture'
import { firstTouchForSubmission } from '@/leads/ui/attribution/first-touch-store'

/** The head's script as the browser runs it, on a page at `address`. */
function landOn(address: string) {
  window.history.replaceState(null, '', address)
  // Runs the page's own inline script in the page's global scope, as the browser would.
  new Function(landingCaptureScript)()
}

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe("the head's first-touch capture", () => {
  it('keeps the landing of an ad and the form sends it as attribution', () => {
    landOn('/medicare?utm_source=google&utm_campaign=aep-2026&gclid=Cj0_unit&otro=1')
    expect(firstTouchForSubmission()).toMatchObject({
      utmSource: 'google',
      utmCampaign: 'aep-2026',
      gclid: 'Cj0_unit',
      landingPath: '/medicare',
    })
    expect(Date.parse(firstTouchForSubmission()?.firstVisitAt ?? '')).toBeLessThanOrEqual(Date.now())
  })

  it('keeps the first touch: a later landing with other parameters in the visit changes nothing', () => {
    landOn('/?utm_campaign=primera')
    landOn('/legal-notice?utm_campaign=segunda')
    expect(firstTouchForSubmission()).toMatchObject({ utmCampaign: 'primera', landingPath: '/' })
  })

  it('keeps nothing for an ordinary visit, and drops values the schema refuses', () => {
    landOn('/?q=hola')
    expect(sessionStorage.length).toBe(0)
    expect(firstTouchForSubmission()).toBeUndefined()
    landOn('/?utm_campaign=%3Cscript%3E&utm_source=radio')
    expect(firstTouchForSubmission()).toEqual(expect.objectContaining({ utmSource: 'radio' }))
    expect(firstTouchForSubmission()?.utmCampaign).toBeUndefined()
  })

  it('survives storage that refuses to be used', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    try {
      expect(() => landOn('/?utm_campaign=x')).not.toThrow()
      expect(firstTouchForSubmission()).toBeUndefined()
    } finally {
      Storage.prototype.setItem = setItem
    }
  })
})
