/**
 * A failed staff e-mail is tried again every minute for three days. Payload offers a fixed or
 * an exponential backoff, the latter without a ceiling: after a few failures it would wait
 * hours, and a lead that arrived during a long SMTP outage would go out long after the
 * server came back. A fixed minute puts every waiting e-mail out within about a minute of
 * the server's return, and a failed attempt (a refused connection) costs almost nothing.
 */
export const NOTIFY_STAFF_RETRY_DELAY_MS = 60_000
export const NOTIFY_STAFF_ATTEMPTS = 3 * 24 * 60
