/** The words Twilio itself treats as an opt-out (its default opt-out keywords), written alone in the reply. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])

/** Whether a text sent to our number asks for no more texts: one of those words, in any case, spaces around it ignored. */
export const isStopReply = (body: string | undefined): boolean => STOP_WORDS.has((body ?? '').trim().toUpperCase())
