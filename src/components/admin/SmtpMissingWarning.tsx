import { smtpConfigured } from '@/lib/smtp-settings'

/**
 * Dashboard warning while no mail server is configured: the e-mails about new contacts are
 * then only written to the server's log, and nobody would notice the leads from them.
 */
export default function SmtpMissingWarning() {
  if (smtpConfigured()) return null
  return (
    <section className="smtp-missing-warning" role="alert" aria-labelledby="smtp-missing-title">
      <h2 id="smtp-missing-title" className="smtp-missing-warning__title">
        Los avisos de contactos nuevos no se envían por correo
      </h2>
      <p>
        El servidor no tiene configurado un servidor de correo (SMTP): cada aviso de un contacto nuevo solo queda en el registro del
        servidor y nadie lo recibe. Revise la lista de contactos aquí hasta que el administrador del sitio configure SMTP_HOST y los demás
        datos de SMTP.
      </p>
    </section>
  )
}
