import type { VoiceClient, VoiceClientFactory } from './voice-client'

let instance: Promise<VoiceClient> | null = null

/**
 * The only module that imports @vapi-ai/web. The import is dynamic so the SDK (with Daily,
 * ~80 KB gzip) lands in its own chunk, fetched only when the page asks for the client.
 * One instance for the page's lifetime: later calls get the same client whatever the key.
 */
export const createVapiClient: VoiceClientFactory = (publicKey) => {
  instance ??= import('@vapi-ai/web').then(({ default: Vapi }) => {
    // avoidEval: Daily loads its call machine with a <script> tag instead of eval(),
    // so the Content-Security-Policy never needs 'unsafe-eval'.
    const vapi = new Vapi(publicKey, undefined, { avoidEval: true })
    return {
      start: (assistantId) => vapi.start(assistantId),
      stop: () => vapi.stop(),
      on: (event, listener) => void vapi.on(event, listener),
      off: (event, listener) => void vapi.removeListener(event, listener),
    }
  })
  instance.catch(() => {
    // A failed chunk download (weak connection) may succeed on a later attempt.
    instance = null
  })
  return instance
}
