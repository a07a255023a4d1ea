import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ContactForm } from '@/components/contact/ContactForm'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ContactForm', () => {
  it('on an empty submit shows the five messages, marks the fields invalid, focuses the first and sends nothing', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const user = userEvent.setup()
    render(<ContactForm />)
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
  })

  it('re-validates on change after the first submit', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }))
    await screen.findByText('Nombre es requerido')
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana')
    await waitFor(() => expect(screen.queryByText('Nombre es requerido')).toBeNull())
  })

  it('has a honeypot that is out of the tab order and hidden from assistive technology', () => {
    render(<ContactForm />)
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /No completar/ })).toBeNull()
  })
})
