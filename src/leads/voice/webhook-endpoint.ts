import type { Endpoint, PayloadRequest } from 'payload'

import { webhookMessages } from '../../copy/lead-intake'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable'
import { VAPI_WEBHOOK_MAX_BYTES, VAPI_WEBHOOK_MAX_DEPTH } from '../../lib/request-body-limits.mjs'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { parseJsonBytes, readRawJsonBody } from '../../lib/server/http/read-json-body'
import { vapiWebhookHmacSecret, vapiWebhookSecret } from '../../lib/server/server-env'
import { storeVoiceCall } from './store-call'
import { parseServerMessage } from './vapi-report'
import { presentedSecret, secretMatches } from './webhook-secret'
import { signatureMatches } from './webhook-signature'

/** Where Vapi posts its server messages (a Payload root endpoint, under /api). */
export const VAPI_WEBHOOK_PATH = '/vapi/webhook'

const unauthorized = (req: PayloadRequest, configured: boolean) => {
  req.payload.logger.warn({ msg: '[voice] webhook refused: missing or wrong secret or signature', configured })
  return jsonAnswer({ message: webhookMessages.unauthorized }, 401)
}

async function handle(req: PayloadRequest): Promise<Response> {
  // With an HMAC credential configured only signed requests count; else the static secret,
  // checked before the body is read.
  const hmacSecret = vapiWebhookHmacSecret()
  const secret = hmacSecret ? null : vapiWebhookSecret()
  if (!hmacSecret && (!secret || !secretMatches(presentedSecret(req.headers), secret))) return unauthorized(req, Boolean(secret))
  const raw = await readRawJsonBody(req as Request, VAPI_WEBHOOK_MAX_BYTES)
  if (raw.ok && hmacSecret && !signatureMatches(req.headers, raw.bytes, hmacSecret)) return unauthorized(req, true)
  const body = raw.ok ? parseJsonBytes(raw.bytes, VAPI_WEBHOOK_MAX_DEPTH) : raw
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: webhookMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: webhookMessages.tooLarge }, 413)
    if (body.reason === 'too-deep') return jsonAnswer({ message: webhookMessages.tooDeep }, 400)
    return jsonAnswer({ message: webhookMessages.malformed }, 400)
  }
  const message = parseServerMessage(body.value)
  if (message.kind === 'invalid') return jsonAnswer({ message: webhookMessages.invalidReport }, 400)
  if (message.kind === 'other') return jsonAnswer({ message: webhookMessages.ignored }, 200)

  const outcome = await storeVoiceCall(req.payload, message.report)
  if (outcome.kind === 'duplicate') {
    req.payload.logger.info({ msg: '[voice] end-of-call report already stored', vapiCallId: message.report.callId })
    return jsonAnswer({ message: webhookMessages.duplicate }, 200)
  }
  req.payload.logger.info({ msg: '[voice] call and lead stored', vapiCallId: message.report.callId, contactId: outcome.contactId })
  return jsonAnswer({ message: webhookMessages.stored, contactId: outcome.contactId }, 201)
}

/**
 * POST /api/vapi/webhook: Vapi's server messages. Whatever happens, the answer is JSON and never
 * a 500: a storage failure is a 503 that Vapi may retry (a retry never stores the call twice).
 */
export const vapiWebhook: Endpoint = {
  path: VAPI_WEBHOOK_PATH,
  method: 'post',
  handler: async (req) => {
    try {
      return await handle(req)
    } catch (error) {
      req.payload.logger.error({ msg: '[voice] could not store an end-of-call report', err: error })
      return jsonAnswer({ message: webhookMessages.unavailable }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
    }
  },
}
