'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { toast } from '@/components/ui/toast-store'

import type { VoiceClient } from './voice-client'
import { voiceCopy } from './voice-copy'

export type VoiceCallState = 'idle' | 'loading' | 'active'

type Options = { client: VoiceClient | null; assistantId: string; phone: string }

/**
 * The call's state, driven only by the client's events (start()'s result is null both when
 * a start is ignored and when it failed). `isReady` turns true once the client exists and
 * its listeners, `error` included, are attached: the SDK stays stuck "started" after a
 * failure nobody listens to.
 */
export function useVoiceCall({ client, assistantId, phone }: Options) {
  const [state, setState] = useState<VoiceCallState>('idle')
  const [readyClient, setReadyClient] = useState<VoiceClient | null>(null)
  const stateRef = useRef<VoiceCallState>('idle')
  // Settles when the client has finished with the previous call (its start or its stop).
  const settledRef = useRef<Promise<unknown>>(Promise.resolve())
  const phoneRef = useRef(phone)
  phoneRef.current = phone

  const moveTo = useCallback((next: VoiceCallState) => {
    stateRef.current = next
    setState(next)
  }, [])

  useEffect(() => {
    if (!client) return

    const onCallStart = () => {
      // After a failure the button is already idle and the call is being torn down.
      if (stateRef.current === 'loading') moveTo('active')
    }
    const onCallEnd = () => moveTo('idle')
    const fail = (kind: 'microphone' | 'unreachable', detail: unknown) => {
      console.error('[voice] call failed', detail)
      // One failure may be reported several times: only the first one acts.
      if (stateRef.current === 'idle') return
      moveTo('idle')
      toast({
        ...(kind === 'microphone' ? voiceCopy.microphoneDenied : voiceCopy.unreachable(phoneRef.current)),
        variant: 'destructive',
      })
      // The button now says there is no call, so end whatever the client may still hold
      // (a denied microphone does not stop Daily from joining), once its start has settled.
      settledRef.current = settledRef.current.then(() => client.stop()).catch(logStopFailure)
    }
    const onError = (detail: unknown) => fail(isMicrophoneDenied(detail) ? 'microphone' : 'unreachable', detail)
    const onCameraError = (detail: unknown) => fail('microphone', detail)

    client.on('error', onError)
    client.on('camera-error', onCameraError)
    client.on('call-start', onCallStart)
    client.on('call-end', onCallEnd)
    setReadyClient(client)
    return () => {
      client.off('error', onError)
      client.off('camera-error', onCameraError)
      client.off('call-start', onCallStart)
      client.off('call-end', onCallEnd)
      // Nobody would hear about the call any more: end it rather than leave it running.
      if (stateRef.current !== 'idle') void client.stop().catch(logStopFailure)
      stateRef.current = 'idle'
      setReadyClient(null)
    }
  }, [client, moveTo])

  const toggle = useCallback(() => {
    if (!readyClient || stateRef.current === 'loading') return
    if (stateRef.current === 'active') {
      moveTo('idle')
      settledRef.current = readyClient.stop().catch(logStopFailure)
      return
    }
    moveTo('loading')
    settledRef.current = settledRef.current
      .then(() => {
        // The press may have been undone meanwhile (a failure reported for the previous call).
        if (stateRef.current === 'loading') return readyClient.start(assistantId)
      })
      .catch((error: unknown) => {
        // The SDK also reports this as an `error` event; whichever comes first acts.
        console.error('[voice] start failed', error)
        if (stateRef.current === 'loading') {
          moveTo('idle')
          toast({ ...voiceCopy.unreachable(phoneRef.current), variant: 'destructive' })
        }
      })
  }, [readyClient, assistantId, moveTo])

  return { state, isReady: readyClient !== null, toggle }
}

function logStopFailure(error: unknown) {
  console.error('[voice] could not end the call', error)
}

/** The browser refused the microphone (reported by some paths as an `error`, not `camera-error`). */
export function isMicrophoneDenied(detail: unknown): boolean {
  let text: string
  try {
    text = JSON.stringify(detail) ?? ''
  } catch {
    text = String(detail)
  }
  return /NotAllowedError|Permission denied/i.test(text)
}
