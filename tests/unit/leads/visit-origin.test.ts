import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { visitOrigin } from '@/leads/intake/visit-origin'

const sentFrom = (referer?: string) =>
  ({ headers: new Headers({ host: 'agencia.example', ...(referer ? { referer } : {}) }) }) as unknown as PayloadRequest

describe('one reading of where a visitor’s submission came from', () => {
  it('keeps the first touch the browser sent, and the page from the request', () => {
    const firstTouch = { utmSource: 'radio', firstVisitAt: '2026-11-20T14:59:00.000Z' }
    expect(visitOrigin(sentFrom('https://agencia.example/citas?utm_source=otra'), firstTouch)).toEqual({
      attribution: firstTouch,
      sentFromPath: '/citas',
    })
  })

  it('without a first touch, takes the campaign of the sending page, with no made-up first-visit time', () => {
    expect(visitOrigin(sentFrom('https://agencia.example/citas?utm_source=radio&utm_campaign=aep-2026'), undefined)).toEqual({
      attribution: { utmSource: 'radio', utmCampaign: 'aep-2026', landingPath: '/citas' },
      sentFromPath: '/citas',
    })
  })

  it('reads nothing from another site’s page or from no page at all', () => {
    expect(visitOrigin(sentFrom('https://otro.example/promo?utm_campaign=ajena'), undefined)).toEqual({})
    expect(visitOrigin(sentFrom(), null)).toEqual({})
  })
})
