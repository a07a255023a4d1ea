export type OutgoingText = {
  /** E.164, such as +13055550142. */
  to: string
  body: string
  /** Where the provider reports the message's delivery (twilio-webhooks.ts). */
  statusCallback: string
}

/**
 * What the provider answered: its id of the message (for the status callbacks) and the status it
 * gave; or, for a message it refuses for good (a number that cannot get texts), no id, «failed»
 * and its error code: retrying would change nothing.
 */
export type SentText = { id: string; status: string } | { id: null; status: 'failed'; errorCode: string }

/** The one thing the reminders ask of a text-message provider. Twilio today (twilio-provider.ts). */
export interface SmsProvider {
  send(text: OutgoingText): Promise<SentText>
}
