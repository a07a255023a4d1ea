/**
 * A stand-in for Twilio on loopback: a real HTTP server that speaks the documented Messages API
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic with the
 * account SID and auth token, 201 with the message resource in JSON), and that posts Twilio's
 * webhooks back, signed as Twilio documents (X-Twilio-Signature: base64 HMAC-SHA1, under the
 * auth token, of the full URL followed by each form field's name and value, sorted by name).
 * The site points at it with TWILIO_API_BASE_URL, as an operator would at a relay.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TEST_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`
export const TEST_TWILIO_AUTH_TOKEN = 'twilio-test-auth-token-0123456789ab'
export const TEST_TWILIO_FROM = '+13055550100'
/** A number the fake refuses as Twilio refuses an invalid one (400, error 21211). */
export const INVALID_NUMBER = '+15005550001'

export type FakeMessage = {
  sid: string
  to: string
  from: string | null
  messagingServiceSid: string | null
  body: string
  statusCallback: string | null
}

/** Where a signed webhook goes: fetch for a running server, or a route handler called in-process. */
export type Deliver = (request: Request) => Promise<Response>

export type TwilioFake = {
  url: string
  /** The settings a server needs to send its texts here. */
  env: Record<string, string>
  messages: FakeMessage[]
  /** Twilio's status callback for a message it sent, to the StatusCallback the message was created with. */
  postStatus: (message: FakeMessage, status: string, deliver: Deliver, options?: SignOptions) => Promise<Response>
  /** A text a person sends to our number, to the inbound webhook URL configured in Twilio's console. */
  postInbound: (reply: { from: string; body: string }, url: string, deliver: Deliver, options?: SignOptions) => Promise<Response>
  stop: () => Promise<void>
}

/** `authToken`: sign with another token (a forger); `signature`: send this header instead (or none, with null). */
type SignOptions = { authToken?: string; signature?: string | null }

/** Twilio's documented request signature. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url)
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64')
}

export function signedWebhook(url: string, params: Record<string, string>, options: SignOptions = {}): Request {
  const signature =
    options.signature === undefined ? twilioSignature(options.authToken ?? TEST_TWILIO_AUTH_TOKEN, url, params) : options.signature
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    body: new URLSearchParams(params).toString(),
  })
}

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex')

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Twilio's error resource. */
const error = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
})

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startTwilioFake(): Promise<TwilioFake> {
  const messages: FakeMessage[] = []
  const basic = `Basic ${Buffer.from(`${TEST_TWILIO_ACCOUNT_SID}:${TEST_TWILIO_AUTH_TOKEN}`).toString('base64')}`
  const messagesPath = `/2010-04-01/Accounts/${TEST_TWILIO_ACCOUNT_SID}/Messages.json`

  const server: Server = createServer(async (req, res) => {
    if (req.headers.authorization !== basic) return json(res, 401, error(401, 20003, 'Authenticate'))
    if (req.method !== 'POST' || req.url !== messagesPath) return json(res, 404, error(404, 20404, 'The requested resource was not found'))
    const form = await formOf(req)
    const to = form.get('To')
    const body = form.get('Body')
    if (!to) return json(res, 400, error(400, 21604, "A 'To' phone number is required."))
    // Twilio's documented magic number for "invalid" (its test credentials): refused with 21211.
    if (to === INVALID_NUMBER) return json(res, 400, error(400, 21211, `The 'To' number ${to} is not a valid phone number.`))
    if (!body) return json(res, 400, error(400, 21602, 'Message body is required.'))
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return json(res, 400, error(400, 21603, "A 'From' phone number is required."))
    const message: FakeMessage = {
      sid: sid('SM'),
      to,
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
      body,
      statusCallback: form.get('StatusCallback'),
    }
    messages.push(message)
    const now = new Date().toUTCString()
    json(res, 201, {
      account_sid: TEST_TWILIO_ACCOUNT_SID,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${TEST_TWILIO_ACCOUNT_SID}/Messages/${message.sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${TEST_TWILIO_ACCOUNT_SID}/Messages/${message.sid}.json`,
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    env: {
      TWILIO_ACCOUNT_SID: TEST_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_TWILIO_AUTH_TOKEN,
      TWILIO_FROM: TEST_TWILIO_FROM,
      TWILIO_API_BASE_URL: url,
    },
    messages,
    postStatus: (message, status, deliver, options) => {
      if (!message.statusCallback) throw new Error(`Message ${message.sid} was sent without a StatusCallback.`)
      const params: Record<string, string> = {
        AccountSid: TEST_TWILIO_ACCOUNT_SID,
        ApiVersion: '2010-04-01',
        From: message.from ?? '',
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(status === 'undelivered' || status === 'failed' ? { ErrorCode: '30003' } : {}),
      }
      return deliver(signedWebhook(message.statusCallback, params, options))
    },
    postInbound: ({ from, body }, webhookUrl, deliver, options) => {
      const messageSid = sid('SM')
      const params: Record<string, string> = {
        AccountSid: TEST_TWILIO_ACCOUNT_SID,
        ApiVersion: '2010-04-01',
        Body: body,
        From: from,
        MessageSid: messageSid,
        NumMedia: '0',
        NumSegments: '1',
        SmsMessageSid: messageSid,
        SmsSid: messageSid,
        SmsStatus: 'received',
        To: TEST_TWILIO_FROM,
      }
      return deliver(signedWebhook(webhookUrl, params, options))
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((failure) => (failure ? reject(failure) : resolve()))),
  }
}
