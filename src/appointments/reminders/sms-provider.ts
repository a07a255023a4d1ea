export type OutgoingText = {
  /** E.164, such as +13055550142. */
  to: string
  body: string
  /** Where the provider reports the message's delivery (twilio-webhooks.ts). */
  statusCallback: string
}

/** What the provider answered: its id of the message (for the status callbacks) and the status it gave. */
export type SentText = { id: string; status: string }

/** The one thing the reminders ask of a text-message provider. Twilio today (twilio-provider.ts). */
export interface SmsProvider {
  send(text: OutgoingText): Promise<SentText>
}
