import { escapeHtml } from '@/leads/public'
import { noticeCopy } from '../../copy/appointment-notices'
import type { AgencyEmailSettings } from './appointment-details'

/**
 * What every e-mail to a client ends with and answers to (booking, change, cancellation,
 * reminder): the agency's name, phone and hours, and a Reply-To that reaches the agency (the
 * From address has no mailbox). The one footer of client e-mails.
 */
export function agencyFooter(settings: AgencyEmailSettings): { text: string; html: string } {
  const lines = [
    settings.agencyName,
    settings.phone && `${noticeCopy.footer.phone}: ${settings.phone}`,
    settings.officeHours && `${noticeCopy.footer.hours}: ${settings.officeHours}`,
    settings.replyTo && noticeCopy.footer.replyHint,
  ].filter((line): line is string => Boolean(line))
  return {
    text: `--\n${lines.join('\n')}`,
    html: `<hr><p>${lines.map(escapeHtml).join('<br>')}</p>`,
  }
}

/** The headers of a client e-mail: answers go to the agency. */
export const clientReplyTo = (settings: AgencyEmailSettings) => (settings.replyTo ? { replyTo: settings.replyTo } : {})
