import type { Endpoint, PayloadRequest } from 'payload'

import { optOutByTextReply } from '@/leads/public'

import { textWebhookMessages } from '../../copy/text-messages-api'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { twilioSettings } from '../../lib/server/twilio-settings'
import { isStopReply } from './stop-reply'
import { recordTextStatus } from './text-status'
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from './twilio-paths'
import { readTwilioRequest } from './twilio-request'

/** An empty TwiML answer: we reply nothing ourselves (Twilio confirms an opt-out with its own message). */
const emptyTwiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
  })

type Handler = (req: PayloadRequest, params: Record<string, string>) => Promise<Response>

/** Checks the signature and the body, then hands the fields on; whatever happens the answer is never a 500. */
function twilioEndpoint(path: string, handle: Handler): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      try {
        const settings = twilioSettings()
        if (settings.state !== 'on') return jsonAnswer({ message: textWebhookMessages.notConfigured }, 403)
        const request = await readTwilioRequest(req as Request, settings.authToken, path)
        if (!request.ok) {
          if (request.reason === 'forbidden') {
            req.payload.logger.warn({ msg: '[sms] webhook refused: missing or wrong X-Twilio-Signature', path })
            return jsonAnswer({ message: textWebhookMessages.forbidden }, 403)
          }
          if (request.reason === 'unsupported-media-type') return jsonAnswer({ message: textWebhookMessages.unsupportedMediaType }, 415)
          if (request.reason === 'too-large') return jsonAnswer({ message: textWebhookMessages.tooLarge }, 413)
          return jsonAnswer({ message: textWebhookMessages.malformed }, 400)
        }
        return await handle(req, request.params)
      } catch (error) {
        req.payload.logger.error({ msg: '[sms] could not handle a Twilio webhook', path, err: error })
        return jsonAnswer({ message: textWebhookMessages.unavailable }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
      }
    },
  }
}

/** POST /api/twilio/sms: a text sent to our number. A STOP puts the sender on «No contactar» for texts only. */
export const twilioInboundWebhook = twilioEndpoint(TWILIO_INBOUND_PATH, async (req, params) => {
  if (isStopReply(params.Body)) {
    const outcome = await optOutByTextReply(req.payload, params.From ?? '')
    req.payload.logger.info({ msg: '[sms] STOP received', outcome })
  }
  return emptyTwiml()
})

/** POST /api/twilio/status: a sent reminder's delivery status, noted on its row. */
export const twilioStatusWebhook = twilioEndpoint(TWILIO_STATUS_PATH, async (req, params) => {
  await recordTextStatus(req.payload, { messageId: params.MessageSid, status: params.MessageStatus, errorCode: params.ErrorCode })
  return jsonAnswer({ message: textWebhookMessages.statusRecorded }, 200)
})
