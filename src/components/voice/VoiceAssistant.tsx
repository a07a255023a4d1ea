'use client'

import { useCallback } from 'react'

import type { SiteSettings } from '@/content/types'

import { useFirstInteractionValue } from './useFirstInteractionValue'
import { useVoiceCall } from './useVoiceCall'
import { createVapiClient } from './vapi-client'
import type { VoiceClientFactory } from './voice-client'

type Props = {
  voice: SiteSettings['voice']
  phone: string
  /** Where the voice client comes from: the Vapi SDK unless another client is handed in. */
  createClient?: VoiceClientFactory
}

const loadVoiceButton = () => import('./VoiceButton').then((module) => module.VoiceButton)

/**
 * The voice assistant's floating button, on every page of the site. Nothing of it weighs on
 * the first load: the button (with its tooltip) is fetched as its own small chunk at the
 * visitor's first interaction with the page (scroll, touch, pointer, key, focus) and shown
 * as soon as it arrives. The client (the SDK with Daily, ~80 KB gzip) is fetched only when
 * the visitor shows intent: the pointer enters the button, it gets focus or a touch, or at
 * the press itself. Without a public key or an assistant id there is no button at all.
 */
export function VoiceAssistant({ voice, phone, createClient = createVapiClient }: Props) {
  if (!voice.publicKey || !voice.assistantId) return null
  return <VoiceCall publicKey={voice.publicKey} assistantId={voice.assistantId} phone={phone} createClient={createClient} />
}

type CallProps = { publicKey: string; assistantId: string; phone: string; createClient: VoiceClientFactory }

function VoiceCall({ publicKey, assistantId, phone, createClient }: CallProps) {
  const Button = useFirstInteractionValue(loadVoiceButton, 'the voice button')
  const loadClient = useCallback(() => createClient(publicKey), [createClient, publicKey])
  const call = useVoiceCall({ loadClient, assistantId, phone })
  if (!Button) return null
  return <Button state={call.state} onPress={call.toggle} onIntent={call.prepare} />
}
