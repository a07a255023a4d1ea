/** Where Twilio posts to the site (Payload root endpoints, under /api): replies to our texts, and their delivery statuses. */
export const TWILIO_INBOUND_PATH = '/twilio/sms'
export const TWILIO_STATUS_PATH = '/twilio/status'
