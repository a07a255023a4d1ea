import { contactStatusLabel } from '@/leads/desk/contact-statuses'
import type { DeskLead } from '@/leads/read/desk'
import { telHref } from '@/lib/phone'
import { spanishShortDateTime } from '@/lib/spanish-time'

import { DoNotContactMark } from './DoNotContactMark'

/** A short list of leads on the dashboard: name (to the lead), phone (to call), status, follow-up (in the agency's `timeZone`). */
export function DeskLeadList({ leads, testId, timeZone }: { leads: DeskLead[]; testId: string; timeZone: string }) {
  return (
    <ul className="desk-panel__list" data-testid={testId}>
      {leads.map((lead) => (
        <li key={lead.id} className="desk-panel__lead">
          <a className="desk-panel__name" href={`/admin/collections/contacts/${lead.id}`}>
            {lead.fullName || `Cliente n.º ${lead.id}`}
          </a>
          {lead.doNotContact ? (
            <DoNotContactMark />
          ) : lead.phone ? (
            <a className="desk-panel__phone" href={telHref(lead.phone)}>
              {lead.phone}
            </a>
          ) : null}
          <span className="desk-panel__meta">
            {contactStatusLabel(lead.status)}
            {lead.followUpAt ? ` · ${spanishShortDateTime(lead.followUpAt, timeZone)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}
