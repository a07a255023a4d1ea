import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
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

describe('VoiceAssistant', () => {
  it('shows the heart button, idle, once the client is ready', async () => {
    renderAssistant()
    const button = await idleButton()
    expect(button).toHaveProperty('tagName', 'BUTTON')
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(createClient).toHaveBeenCalledWith('pk-test')
  })

  it.each([
    ['a public key', { publicKey: '', assistantId: 'assistant-test' }],
    ['an assistant id', { publicKey: 'pk-test', assistantId: '' }],
  ])('renders nothing without %s', async (_missing, config) => {
    const { container } = renderAssistant({ voice: config })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('button', { name: /asistente/i })).toBeNull()
    expect(container.querySelector('button')).toBeNull()
    expect(createClient).not.toHaveBeenCalled()
  })

  it('goes idle → loading → active on call-start → idle on call-end', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())

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
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    expect(client.errorListenersAtStart).toEqual([1])
  })

  it('ignores presses while the call is starting', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())
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
    await user.click(await idleButton())
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
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))

    act(() => {
      client.emit('error', { type: 'start-method-error', error: { message: '500: boom' } })
      client.emit('error', { type: 'start-method-error', error: { message: '500: boom' } })
      client.emit('error', { type: 'daily-error', error: { message: 'boom' } })
    })

    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ title: 'No pudimos conectar con el asistente', variant: 'destructive' })
    expect(await screen.findByText('No pudimos conectar con el asistente')).toBeTruthy()
    expect(screen.getByText(/llámanos al \(305\) 555-0100/)).toBeTruthy()
    expect(console.error).toHaveBeenCalled()
    // The button is usable again: a new press starts a new call.
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(2))
  })

  it('explains how to allow the microphone on camera-error', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('camera-error', { type: 'camera-error', error: { type: 'permissions', blockedBy: 'user' } }))

    await idleButton()
    expect(toasts).toHaveLength(1)
    expect(await screen.findByText('Necesitamos acceso a tu micrófono')).toBeTruthy()
    expect(screen.getByText(/permite el micrófono/)).toBeTruthy()
    // A denied microphone does not stop the SDK from joining: the call it may hold is ended.
    await waitFor(() => expect(client.stop).toHaveBeenCalledTimes(1))
  })

  it('treats an error caused by NotAllowedError as a denied microphone', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('error', { type: 'daily-call-join-error', error: { name: 'NotAllowedError', message: 'Permission denied' } }))
    await idleButton()
    expect(toasts.map((t) => t.title)).toEqual(['Necesitamos acceso a tu micrófono'])
  })

  it('returns to idle with a toast when start() itself rejects', async () => {
    client.start.mockRejectedValueOnce(new Error('Assistant or Squad or Workflow must be provided.'))
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())
    await idleButton()
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(['No pudimos conectar con el asistente']))
  })

  it('does not turn green when call-start arrives after a failure', async () => {
    const user = userEvent.setup()
    renderAssistant()
    await user.click(await idleButton())
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(1))
    act(() => client.emit('error', { type: 'audio-processing-setup-error' }))
    act(() => client.emit('call-start'))
    expect((await idleButton()).getAttribute('aria-pressed')).toBe('false')
  })

  it('removes its listeners on unmount', async () => {
    const { unmount } = renderAssistant()
    await idleButton()
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
    await user.click(await idleButton())
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
})
