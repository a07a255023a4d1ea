import { afterEach, describe, expect, it, vi } from 'vitest'

import { submitContact } from '@/leads/ui/submit-contact'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A server that never answers: the request ends only when the browser gives up on it. */
const silentServer = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    }),
)

describe('submitContact', () => {
  it('sends the Idempotency-Key header, quoted as the IETF draft writes it', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ message: 'ok' }, { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    expect(await submitContact('{"email":"ana@example.com"}', '8e03978e-40d5-43e8-bc93-6894a57f9324')).toEqual({ ok: true })
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/contacts')
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('"8e03978e-40d5-43e8-bc93-6894a57f9324"')
    expect(init.body).toBe('{"email":"ana@example.com"}')
  })

  it('gives up on a server that answers nothing: a failure the form shows, not a spinner for ever', async () => {
    vi.stubGlobal('fetch', silentServer)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = Date.now()
    const result = await submitContact('{}', 'clave', 200)
    expect(result).toEqual({ ok: false, status: 0, fieldErrors: [] })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('waits at most 20 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 201 })),
    )
    await submitContact('{}', 'clave')
    expect(timeout).toHaveBeenCalledWith(20_000)
  })

  it('shows the server’s Spanish message for 409 (the same message still being processed)', async () => {
    const message = 'Tu mensaje anterior todavía se está procesando. Espera unos segundos e inténtalo de nuevo.'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message }, { status: 409 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await submitContact('{}', 'clave')).toMatchObject({ ok: false, status: 409, serverMessage: message })
  })
})
