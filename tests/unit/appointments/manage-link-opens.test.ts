import { describe, expect, it } from 'vitest'

import { manageLinkOpens } from '@/appointments/manage-link-opens'

const now = new Date('2026-12-01T15:00:00.000Z')
const scheduled = { status: 'agendada', endsAt: '2026-12-01T15:30:00.000Z', hasLead: true }

describe('the one rule of a manage link (the proxy and the pages ask it)', () => {
  it('opens a scheduled appointment not yet over', () => {
    expect(manageLinkOpens(scheduled, now)).toBe(true)
    expect(manageLinkOpens({ ...scheduled, endsAt: new Date('2026-12-01T15:00:01.000Z') }, now)).toBe(true)
  })

  it('never opens one cancelled, over, ending now, or whose lead is gone', () => {
    expect(manageLinkOpens({ ...scheduled, status: 'cancelada' }, now)).toBe(false)
    expect(manageLinkOpens({ ...scheduled, endsAt: '2026-12-01T14:59:59.000Z' }, now)).toBe(false)
    expect(manageLinkOpens({ ...scheduled, endsAt: now.toISOString() }, now)).toBe(false)
    expect(manageLinkOpens({ ...scheduled, hasLead: false }, now)).toBe(false)
  })
})
