import { smtpConfigured } from '@/lib/server/smtp-settings'

/**
 * Dashboard warning while no mail server is configured: the e-mails about new contacts then
 * wait (src/jobs), and nobody would notice the leads from them until SMTP is configured.
 */
export default function SmtpMissingWarning() {
  if (smtpConfigured()) return null
  return (
    <section className="smtp-missing-warning" role="alert" aria-labelledby="smtp-missing-title">
      <h2 id="smtp-missing-title" className="smtp-missing-warning__title">
        Los avisos de contactos nuevos no se envían por correo
      </h2>
      <p>
        El servidor no tiene configurado un servidor de correo (SMTP): los avisos de contactos nuevos quedan pendientes y nadie los recibe
        todavía. Se enviarán en cuanto el administrador del sitio configure SMTP_HOST y los demás datos de SMTP; mientras tanto, revise la
        lista de contactos aquí.
      </p>
    </section>
  )
}
