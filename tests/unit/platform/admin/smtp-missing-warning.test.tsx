import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import SmtpMissingWarning from '@/components/admin/SmtpMissingWarning'

afterEach(() => {
  delete process.env.SMTP_HOST
})

describe('dashboard warning about the mail server', () => {
  it('tells staff that new-contact e-mails only reach the log while SMTP_HOST is unset', () => {
    render(<SmtpMissingWarning />)
    expect(screen.getByRole('alert').textContent).toContain('Los avisos de contactos nuevos no se envían por correo')
  })

  it('is absent once a mail server is configured', () => {
    process.env.SMTP_HOST = 'smtp.example.com'
    const { container } = render(<SmtpMissingWarning />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
