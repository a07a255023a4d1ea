/**
 * What the heart button needs from a voice-call client. The site's implementation wraps
 * @vapi-ai/web (vapi-client.ts); tests hand in a fake with the same shape.
 */
export type VoiceClientEvent = 'call-start' | 'call-end' | 'error' | 'camera-error'

export type VoiceClientListener = (payload?: unknown) => void

export interface VoiceClient {
  /** Starts a call. Its result says nothing reliable: the call's fate arrives as events. */
  start(assistantId: string): Promise<unknown>
  stop(): Promise<void>
  on(event: VoiceClientEvent, listener: VoiceClientListener): void
  off(event: VoiceClientEvent, listener: VoiceClientListener): void
}

/** Creates (or loads) the client for a public key. */
export type VoiceClientFactory = (publicKey: string) => Promise<VoiceClient>
