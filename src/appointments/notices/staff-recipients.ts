/**
 * Who staff notices go to: the agency's shared inbox and the appointment's agent, each address
 * once (an agent whose address is the inbox, in any case, gets one copy).
 */
export function staffNoticeRecipients(inbox: string, agentEmail: string | null): string[] {
  const recipients = [inbox, agentEmail].filter((address): address is string => Boolean(address?.trim()))
  const seen = new Set<string>()
  return recipients.filter((address) => {
    const key = address.trim().toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
