import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/Toaster'
import { dismissToast, subscribeToToasts, type ToastMessage } from '@/components/ui/toast-store'
import { VoiceAssistant } from '@/components/voice/VoiceAssistant'

import { FakeVoiceClient } from './fake-voice-client'

const voice = { publicKey: 'pk-test', assistantId: 'assistant-test' }
const phone = '(305) 555-0100'

let client: FakeVoiceClient
let createClient: ReturnType<typeof vi.fn<(publicKey: string) => Promise<FakeVoiceClient>>>
let toasts: ToastMessage[]
let unsubscribe: () => void

beforeEach(() => {
  client = new FakeVoiceClient()
  createClient = vi.fn(async () => client)
  toasts = []
  unsubscribe = subscribeToToasts((message) => {
    if (message) toasts.push(message)
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  unsubscribe()
  act(() => dismissToast())
  vi.restoreAllMocks()
})

function renderAssistant(props: Partial<Parameters<typeof VoiceAssistant>[0]> = {}) {
  return render(
    <>
      <VoiceAssistant voice={voice} phone={phone} createClient={createClient} {...props} />
      <Toaster />
    </>,
  )
}

const idleButton = () => screen.findByRole('button', { name: 'Hablar con Asistente' })

/** A sign of life on the page away from the button (a scroll, a key, a touch, a mouse move). */
function interact(type: 'pointermove' | 'keydown' | 'scroll' | 'touchstart' = 'pointermove') {
  act(() => {
    window.dispatchEvent(new Event(type))
  })
}

/** The heart button, there from the first render. */
/**
 * The button once Radix's tooltip has taken it over (at the page's first interaction, here a
 * mouse move elsewhere). A real pointer presses whatever is under it; a test holds the element
 * it found, so it waits for the one that stays.
 */
async function shownButton() {
  interact('pointermove')
  await waitFor(() => expect(document.querySelector('[data-tooltip="radix"]')).not.toBeNull())
  return idleButton()
}

/** A client load the test settles by hand (the SDK chunk still downloading). */
function deferredClient() {
  let resolve!: (client: FakeVoiceClient) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<FakeVoiceClient>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * The toast list. Radix also copies a new toast's text into a short-lived live region for
 * screen readers, so a query over the whole page may find it twice.
 */
const shownToast = async () => within(await screen.findByRole('region'))

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('VoiceAssistant', () => {
  it('shows the heart button, idle, at once: no interaction with the page is needed', () => {
    renderAssistant()
    const button = screen.getByRole('button', { name: 'Hablar con Asistente' })
    expect(button).toHaveProperty('tagName', 'BUTTON')
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(createClient).not.toHaveBeenCalled()
  })

  it('renders the button, its place, colours and tooltip in the server HTML', () => {
    const html = renderToString(<VoiceAssistant voice={voice} phone={phone} createClient={createClient} />)
    const page = document.createElement('div')
    page.innerHTML = html
    const button = page.querySelector('button')
    expect(button?.getAttribute('aria-label')).toBe('Hablar con Asistente')
    expect(button?.getAttribute('aria-pressed')).toBe('false')
    expect(button?.className).toContain('bg-accent-600')
    expect(page.querySelector('.fixed.bottom-3.right-3')?.contains(button ?? null)).toBe(true)
    expect(page.querySelector('[role="tooltip"]')?.textContent).toBe('Hablar con Asistente')
    expect(createClient).not.toHaveBeenCalled()
  })

  it.each(['pointermove', 'keydown', 'scroll', 'touchstart'] as const)(
    'a %s elsewhere on the page does not load the client',
    async (type) => {
      renderAssistant()
      interact(type)
      await settle()
      expect(createClient).not.toHaveBeenCalled()
      expect(screen.getByRole('button', { name: 'Hablar con Asistente' }).getAttribute('aria-pressed')).toBe('false')
    },
  )

  it('does not load the client when the button appears, only when the pointer enters it', async () => {
    const user = userEvent.setup()
    renderAssistant()
    const button = await shownButton()
    await settle()
    expect(createClient).not.toHaveBeenCalled()

    await user.hover(button)
    await waitFor(() => expect(createClient).toHaveBeenCalledWith('pk-test'))
    await user.unhover(button)
    await user.hover(button)
    await settle()
    expect(createClient).toHaveBeenCalledTimes(1)
    // The preloaded client already listens, so a press finds it ready.
    expect(client.listenerCount('error')).toBe(1)
    expect(screen.getByRole('button', { name: 'Hablar con Asistente' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('loads the client once when the button gets keyboard focus', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await shownButton()
    expect(createClient).not.toHaveBeenCalled()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hablar con Asistente' }))
    await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1))
    await user.tab({ shift: true })
    await user.tab()
    await settle()
    expect(createClient).toHaveBeenCalledTimes(1)
  })

  it('loads the client on a touch of the button', async () => {
    renderAssistant()
    const button = await shownButton()
    expect(createClient).not.toHaveBeenCalled()
    fireEvent.touchStart(button)
    await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1))
  })

  it(
    'a press with nothing preloaded shows loading at once, starts the call when the client ' + 'arrives, and turns active on call-start',
    async () => {
      const load = deferredClient()
      createClient.mockImplementation(() => load.promise)
      renderAssistant()
      const button = await shownButton()
      expect(createClient).not.toHaveBeenCalled()

      // A bare click: no hover or focus before it.
      fireEvent.click(button)
      const loading = screen.getByRole('button', { name: 'Conectando con el asistente…' })
      expect(loading.getAttribute('aria-busy')).toBe('true')
      expect(loading.getAttribute('aria-pressed')).toBe('false')
      expect(createClient).toHaveBeenCalledTimes(1)
      expect(client.start).not.toHaveBeenCalled()

      // Presses while the client is on its way are ignored.
      fireEvent.click(loading)
      fireEvent.click(loading)
      await act(async () => load.resolve(client))
      await waitFor(() => expect(client.start).toHaveBeenCalledWith('assistant-test'))
      expect(client.start).toHaveBeenCalledTimes(1)
      expect(client.errorListenersAtStart).toEqual([1])
      expect(createClient).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('button', { name: 'Conectando con el asistente…' })).toBeTruthy()

      act(() => client.emit('call-start'))
      expect(screen.getByRole('button', { name: /Asistente Activo/ }).getAttribute('aria-pressed')).toBe('true')
      expect(toasts).toHaveLength(0)
    },
  )

  it('a press while a hover preload is still loading waits for that same client', async () => {
    const load = deferredClient()
    createClient.mockImplementation(() => load.promise)
    const user = userEvent.setup()
    renderAssistant()
    const button = await shownButton()
    await user.hover(button)
    await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1))

    await user.click(button)
    expect(screen.getByRole('button', { name: 'Conectando con el asistente…' })).toBeTruthy()
    await act(async () => load.resolve(client))
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(client.errorListenersAtStart).toEqual([1])
  })

  it('returns to idle with the unreachable toast when the client cannot be loaded, and a later press tries again', async () => {
    const load = deferredClient()
    createClient.mockImplementationOnce(() => load.promise)
    renderAssistant()
    const button = await shownButton()
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Conectando con el asistente…' })).toBeTruthy()

    await act(async () => load.reject(new Error('Loading chunk 123 failed.')))
    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toMatchObject({ title: 'No pudimos conectar con el asistente', variant: 'destructive' })
    expect(await (await shownToast()).findByText('No pudimos conectar con el asistente')).toBeTruthy()
    expect((await shownToast()).getByText(/llámanos al \(305\) 555-0100/)).toBeTruthy()
    expect(console.error).toHaveBeenCalled()
    expect(client.start).not.toHaveBeenCalled()

    // The connection may be better now: the next press loads the client again and calls.
    fireEvent.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(createClient).toHaveBeenCalledTimes(2)
    act(() => client.emit('call-start'))
    expect(screen.getByRole('button', { name: /Asistente Activo/ })).toBeTruthy()
    expect(toasts).toHaveLength(1)
  })

  it('says nothing when a hover preload fails, and the press still calls', async () => {
    createClient.mockImplementationOnce(() => Promise.reject(new Error('Loading chunk 123 failed.')))
    const user = userEvent.setup()
    renderAssistant()
    const button = await shownButton()
    await user.hover(button)
    await waitFor(() => expect(console.error).toHaveBeenCalled())
    await settle()
    expect(toasts).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Hablar con Asistente' })).toBeTruthy()

    await user.click(button)
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(createClient).toHaveBeenCalledTimes(2)
  })

  it('never starts a call when unmounted while the client was loading', async () => {
    const load = deferredClient()
    createClient.mockImplementation(() => load.promise)
    const { unmount } = renderAssistant()
    fireEvent.click(await shownButton())
    unmount()
    await act(async () => load.resolve(client))
    await settle()
    expect(client.start).not.toHaveBeenCalled()
    expect(client.listenerCount()).toBe(0)
    expect(toasts).toHaveLength(0)
  })

  it.each([
    ['a public key', { publicKey: '', assistantId: 'assistant-test' }],
    ['an assistant id', { publicKey: 'pk-test', assistantId: '' }],
  ])('renders nothing without %s', async (_missing, config) => {
    const { container } = renderAssistant({ voice: config })
    await settle()
    expect(screen.queryByRole('button', { name: /asistente/i })).toBeNull()
    expect(container.querySelector('button')).toBeNull()
    expect(createClient).not.toHaveBeenCalled()
  })

  it('goes idle → loading → active on call-start → idle on call-end', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())

    await waitFor(() => expect(client.start).toHaveBeenCalledWith('assistant-test'))
    const loading = screen.getByRole('button', { name: 'Conectando con el asistente…' })
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(loading.getAttribute('aria-pressed')).toBe('false')

    act(() => client.emit('call-start'))
    const active = screen.getByRole('button', { name: /Asistente Activo/ })
    expect(active.getAttribute('aria-pressed')).toBe('true')

    act(() => client.emit('call-end'))
    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
    expect(toasts).toHaveLength(0)
  })

  it('attaches the error listener before the first start', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(client.errorListenersAtStart).toEqual([1])
  })

  it('ignores presses while the call is starting', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    const loading = screen.getByRole('button', { name: 'Conectando con el asistente…' })
    await user.click(loading)
    await user.click(loading)
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(client.stop).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Conectando con el asistente…' })).toBeTruthy()
  })

  it('stops the call when pressed while active', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('call-start'))
    await user.click(screen.getByRole('button', { name: /Asistente Activo/ }))
    expect(client.stop).toHaveBeenCalledTimes(1)
    await idleButton()
    act(() => client.emit('call-end'))
    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
    expect(client.start).toHaveBeenCalledTimes(1)
  })

  it('returns to idle once when one failure is reported three times, with one Spanish toast', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))

    act(() => {
      client.emit('error', { type: 'start-method-error', error: { message: '500: boom' } })
      client.emit('error', { type: 'start-method-error', error: { message: '500: boom' } })
      client.emit('error', { type: 'daily-error', error: { message: 'boom' } })
    })

    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ title: 'No pudimos conectar con el asistente', variant: 'destructive' })
    expect(await (await shownToast()).findByText('No pudimos conectar con el asistente')).toBeTruthy()
    expect((await shownToast()).getByText(/llámanos al \(305\) 555-0100/)).toBeTruthy()
    expect(console.error).toHaveBeenCalled()
    // The button is usable again: a new press starts a new call.
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(2))
  })

  it('explains how to allow the microphone on camera-error', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('camera-error', { type: 'camera-error', error: { type: 'permissions', blockedBy: 'user' } }))

    await idleButton()
    expect(toasts).toHaveLength(1)
    expect(await (await shownToast()).findByText('Necesitamos acceso a tu micrófono')).toBeTruthy()
    expect((await shownToast()).getByText(/permite el micrófono/)).toBeTruthy()
    // A denied microphone does not stop the SDK from joining: the call it may hold is ended.
    await waitFor(() => expect(client.stop).toHaveBeenCalledTimes(1))
  })

  it('treats an error caused by NotAllowedError as a denied microphone', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('error', { type: 'daily-call-join-error', error: { name: 'NotAllowedError', message: 'Permission denied' } }))
    await idleButton()
    expect(toasts.map((t) => t.title)).toEqual(['Necesitamos acceso a tu micrófono'])
  })

  it('returns to idle with a toast when start() itself rejects', async () => {
    client.start.mockRejectedValueOnce(new Error('Assistant or Squad or Workflow must be provided.'))
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await idleButton()
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(['No pudimos conectar con el asistente']))
  })

  it('does not turn green when call-start arrives after a failure', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('error', { type: 'audio-processing-setup-error' }))
    act(() => client.emit('call-start'))
    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
  })

  it('removes its listeners on unmount', async () => {
    const user = userEvent.setup()
    const { unmount } = renderAssistant()
    await user.hover(await shownButton())
    await waitFor(() => expect(client.listenerCount()).toBe(4))
    expect(client.listenerCount('error')).toBe(1)
    expect(client.listenerCount()).toBe(4)
    unmount()
    expect(client.listenerCount()).toBe(0)
  })

  it('creates exactly one client, in strict mode and across re-renders', async () => {
    const user = userEvent.setup()
    const { rerender } = render(
      <StrictMode>
        <VoiceAssistant voice={voice} phone={phone} createClient={createClient} />
      </StrictMode>,
    )
    await user.click(await shownButton())
    rerender(
      <StrictMode>
        <VoiceAssistant voice={voice} phone="(305) 555-0199" createClient={createClient} />
      </StrictMode>,
    )
    act(() => client.emit('call-start'))
    await screen.findByRole('button', { name: /Asistente Activo/ })
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(client.listenerCount('error')).toBe(1)
  })

  it('in strict mode, a bare press loads one client, listens once and starts one call', async () => {
    render(
      <StrictMode>
        <VoiceAssistant voice={voice} phone={phone} createClient={createClient} />
      </StrictMode>,
    )
    fireEvent.click(await shownButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(client.errorListenersAtStart).toEqual([1])
    act(() => client.emit('call-start'))
    await screen.findByRole('button', { name: /Asistente Activo/ })
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(client.listenerCount()).toBe(4)
  })
})
