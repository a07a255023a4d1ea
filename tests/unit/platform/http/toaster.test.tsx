import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '@/components/ui/Toaster'
import { ToastViewport } from '@/components/ui/ToastViewport'
import { currentToast, dismissToast, toast } from '@/components/ui/toast-store'

afterEach(() => {
  act(() => dismissToast())
  vi.useRealTimers()
})

describe('ToastViewport', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<ToastViewport />)
    act(() => toast({ title: 'Primero', description: 'uno' }))
    expect(screen.getByText('Primero')).toBeTruthy()
    act(() => toast({ title: 'Error', description: 'dos', variant: 'destructive' }))
    expect(screen.queryByText('Primero')).toBeNull()
    expect(screen.getByText('Error')).toBeTruthy()
    expect(screen.getByText('dos')).toBeTruthy()
    expect(document.querySelectorAll('li[data-state="open"]')).toHaveLength(1)
  })

  it('closes with its close button', () => {
    render(<ToastViewport />)
    act(() => toast({ title: '¡Mensaje Enviado!' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }))
    expect(screen.queryByText('¡Mensaje Enviado!')).toBeNull()
    expect(currentToast()).toBeNull()
  })

  it('disappears after 5000 ms', () => {
    vi.useFakeTimers()
    render(<ToastViewport />)
    act(() => toast({ title: 'Temporal' }))
    act(() => vi.advanceTimersByTime(4900))
    expect(screen.getByText('Temporal')).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Temporal')).toBeNull()
  })

  it('F8 moves focus to the notifications region', () => {
    render(<ToastViewport />)
    act(() => toast({ title: 'Aviso' }))
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
    expect(document.activeElement).toBe(document.querySelector('ol'))
    expect(document.activeElement?.textContent).toContain('Aviso')
  })

  it('a late close of a replaced toast does not close the new one', () => {
    act(() => toast({ title: 'Viejo' }))
    const old = currentToast()!.id
    act(() => toast({ title: 'Nuevo' }))
    act(() => dismissToast(old))
    expect(currentToast()?.title).toBe('Nuevo')
  })
})

describe('Toaster', () => {
  it('loads the toast viewport at the first toast and shows that toast', async () => {
    render(<Toaster />)
    act(() => toast({ title: '¡Mensaje Enviado!', description: 'Gracias por contactarnos. Te responderemos pronto.' }))
    expect(await screen.findByText('¡Mensaje Enviado!', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Gracias por contactarnos. Te responderemos pronto.')).toBeTruthy()
  })

  it('keeps the notifications region out of the page until the first interaction, then loads it', async () => {
    render(<Toaster />)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('region')).toBeNull()
    act(() => window.dispatchEvent(new Event('pointermove')))
    expect(await screen.findByRole('region', {}, { timeout: 5000 })).toBeTruthy()
  })
})
