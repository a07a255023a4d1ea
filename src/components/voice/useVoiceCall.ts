'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { toast } from '@/components/ui/toast-store'
import { voiceCopy } from '@/copy/voice'
import type { VoiceClient } from './voice-client'

export type VoiceCallState = 'idle' | 'loading' | 'active'

type Options = {
  /** Loads the client (the SDK). Called at most once per mount, unless a load fails. */
  loadClient: () => Promise<VoiceClient>
  assistantId: string
  phone: string
}

/**
 * The call's state, driven only by the client's events (start()'s result is null both when
 * a start is ignored and when it failed).
 *
 * The client is not loaded with the page: `prepare` (the visitor shows intent: hover, focus,
 * touch) or the first press loads it. Its listeners, `error` included, are attached as soon
 * as it exists and before any start(): the SDK stays stuck "started" after a failure nobody
 * listens to. A press while the client is still loading shows 'loading' at once and starts
 * the call when the client arrives; if the client cannot be loaded, the button goes back to
 * idle with the 'unreachable' toast, and a later press tries to load it again.
 */
export function useVoiceCall({ loadClient, assistantId, phone }: Options) {
  const [state, setState] = useState<VoiceCallState>('idle')
  const [client, setClient] = useState<VoiceClient | null>(null)
  const stateRef = useRef<VoiceCallState>('idle')
  // The client whose listeners are attached: calls may start on it.
  const readyRef = useRef<VoiceClient | null>(null)
  // The load under way or done; forgotten when it fails so that a later press can retry.
  const loadingRef = useRef<Promise<VoiceClient> | null>(null)
  // A press arrived before the client: start the call as soon as its listeners are attached.
  const startWhenReadyRef = useRef(false)
  const mountedRef = useRef(false)
  // Settles when the client has finished with the previous call (its start or its stop).
  const settledRef = useRef<Promise<unknown>>(Promise.resolve())
  const latest = useRef({ loadClient, assistantId, phone })
  latest.current = { loadClient, assistantId, phone }

  const moveTo = useCallback((next: VoiceCallState) => {
    stateRef.current = next
    setState(next)
  }, [])

  const failToReach = useCallback(() => {
    moveTo('idle')
    toast({ ...voiceCopy.unreachable(latest.current.phone), variant: 'destructive' })
  }, [moveTo])

  const startCall = useCallback(
    (ready: VoiceClient) => {
      settledRef.current = settledRef.current
        .then(() => {
          // The press may have been undone meanwhile (a failure reported for the previous call).
          if (stateRef.current === 'loading') return ready.start(latest.current.assistantId)
        })
        .catch((error: unknown) => {
          // The SDK also reports this as an `error` event; whichever comes first acts.
          console.error('[voice] start failed', error)
          if (stateRef.current === 'loading') failToReach()
        })
    },
    [failToReach],
  )

  useEffect(() => {
    mountedRef.current = true
    return () => {
      mountedRef.current = false
    }
  }, [])

  /** Loads the client if nobody has yet; harmless to call any number of times. */
  const prepare = useCallback(() => {
    if (loadingRef.current) return
    const loading = latest.current.loadClient()
    loadingRef.current = loading
    loading.then(
      (loaded) => {
        if (mountedRef.current) setClient(loaded)
      },
      (error: unknown) => {
        console.error('[voice] could not load the voice client', error)
        loadingRef.current = null
        if (!mountedRef.current || !startWhenReadyRef.current) return
        // A press is waiting for this client: tell the visitor, as for a failed start.
        startWhenReadyRef.current = false
        if (stateRef.current === 'loading') failToReach()
      },
    )
  }, [failToReach])

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
        ...(kind === 'microphone' ? voiceCopy.microphoneDenied : voiceCopy.unreachable(latest.current.phone)),
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
    readyRef.current = client
    if (startWhenReadyRef.current) {
      startWhenReadyRef.current = false
      if (stateRef.current === 'loading') startCall(client)
    }
    return () => {
      client.off('error', onError)
      client.off('camera-error', onCameraError)
      client.off('call-start', onCallStart)
      client.off('call-end', onCallEnd)
      // Nobody would hear about the call any more: end it rather than leave it running.
      if (stateRef.current !== 'idle') void client.stop().catch(logStopFailure)
      stateRef.current = 'idle'
      readyRef.current = null
    }
  }, [client, moveTo, startCall])

  const toggle = useCallback(() => {
    if (stateRef.current === 'loading') return
    const ready = readyRef.current
    if (stateRef.current === 'active') {
      moveTo('idle')
      if (ready) settledRef.current = ready.stop().catch(logStopFailure)
      return
    }
    moveTo('loading')
    if (ready) {
      startCall(ready)
      return
    }
    // No client yet (nothing preloaded it, or it is still on its way): start once it is there.
    startWhenReadyRef.current = true
    prepare()
  }, [moveTo, startCall, prepare])

  return { state, prepare, toggle }
}

function logStopFailure(error: unknown) {
  console.error('[voice] could not end the call', error)
}

/** The browser refused the microphone (reported by some paths as an `error`, not `camera-error`). */
function isMicrophoneDenied(detail: unknown): boolean {
  let text: string
  try {
    text = JSON.stringify(detail) ?? ''
  } catch {
    text = String(detail)
  }
  return /NotAllowedError|Permission denied/i.test(text)
}
