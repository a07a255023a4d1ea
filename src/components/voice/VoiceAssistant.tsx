'use client'

import { useCallback } from 'react'

import type { SiteSettings } from '@/content/types'

import { useVoiceCall } from './useVoiceCall'
import { VoiceButton } from './VoiceButton'
import { createVapiClient } from './vapi-client'
import type { VoiceClientFactory } from './voice-client'

type Props = {
  voice: SiteSettings['voice']
  phone: string
  /** Where the voice client comes from: the Vapi SDK unless another client is handed in. */
  createClient?: VoiceClientFactory
}

/**
 * The voice assistant's floating button, on every page of the site. The button and its
 * tooltip are in the server HTML, visible and focusable from the first paint (with or without
 * JavaScript); hydration adds the behaviour. Only the client (the SDK with Daily, ~80 KB
 * gzip) waits for the visitor's intent: it is fetched when the pointer enters the button, it
 * gets focus or a touch, or at the press itself, which shows 'Conectando…' until the call
 * starts. Without a public key or an assistant id there is no button at all.
 */
export function VoiceAssistant({ voice, phone, createClient = createVapiClient }: Props) {
  if (!voice.publicKey || !voice.assistantId) return null
  return <VoiceCall publicKey={voice.publicKey} assistantId={voice.assistantId} phone={phone} createClient={createClient} />
}

type CallProps = { publicKey: string; assistantId: string; phone: string; createClient: VoiceClientFactory }

function VoiceCall({ publicKey, assistantId, phone, createClient }: CallProps) {
  const loadClient = useCallback(() => createClient(publicKey), [createClient, publicKey])
  const call = useVoiceCall({ loadClient, assistantId, phone })
  return <VoiceButton state={call.state} onPress={call.toggle} onIntent={call.prepare} />
}
