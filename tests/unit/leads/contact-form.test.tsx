import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { idleContactForm } from '@/leads/intake/contact-form-state'
import { ContactForm } from '@/leads/ui/ContactForm'

/** The server action of the plain POST (the form without JavaScript): with JavaScript it is never called. */
const plainPost = vi.fn(async () => idleContactForm)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ContactForm', () => {
  it('on an empty submit shows the five messages, marks the fields invalid, focuses the first and sends nothing', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const user = userEvent.setup()
    render(<ContactForm action={plainPost} />)
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    for (const message of [
      'Nombre es requerido',
      'Apellido es requerido',
      'Email inválido',
      'Teléfono debe tener al menos 10 dígitos',
      'Debes aceptar recibir comunicaciones',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    const firstName = screen.getByLabelText(/^Nombre/)
    expect(firstName.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('Nombre es requerido')
    expect(document.activeElement).toBe(firstName)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(plainPost).not.toHaveBeenCalled()
  })

  it('re-validates on change after the first submit', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const user = userEvent.setup()
    render(<ContactForm action={plainPost} />)
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    await screen.findByText('Nombre es requerido')
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana')
    await waitFor(() => expect(screen.queryByText('Nombre es requerido')).toBeNull())
  })

  it('has a honeypot that is out of the tab order and hidden from assistive technology', () => {
    render(<ContactForm action={plainPost} />)
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /No completar/ })).toBeNull()
  })
})

describe('ContactForm retries', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana')
    await user.type(screen.getByLabelText(/^Apellido/), 'Pérez')
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com')
    await user.type(screen.getByLabelText(/^Teléfono/), '3055550100')
    await user.click(screen.getByRole('checkbox'))
  }
  const keysSent = (fetchSpy: ReturnType<typeof vi.fn>) =>
    fetchSpy.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'])

  it('sends the same Idempotency-Key again when the visitor retries after a failure, and a new one after a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answers = [503, 201, 201]
    const fetchSpy = vi.fn(async () => Response.json({ message: 'x' }, { status: answers.shift() }))
    vi.stubGlobal('fetch', fetchSpy)
    const user = userEvent.setup()
    render(<ContactForm action={plainPost} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar Mensaje' })).toHaveProperty('disabled', false))
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2))
    // success: the form is reset; the same message written again is a new submission
    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveProperty('value', ''))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3))

    const [first, retry, next] = keysSent(fetchSpy)
    expect(first).toMatch(/^"[0-9a-f-]{36}"$/)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
    expect(plainPost).not.toHaveBeenCalled()
  })
})
