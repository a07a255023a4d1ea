'use client'

import type { SiteSettings } from '@/content/types'

import { useIdleValue } from './useIdleValue'
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
 * the first load: once the page is hydrated and the browser idle, the client (the SDK) and
 * the button (with its tooltip) are fetched as separate chunks; the button appears when
 * both are there. Without a public key or an assistant id there is no button at all.
 */
export function VoiceAssistant({ voice, phone, createClient = createVapiClient }: Props) {
  if (!voice.publicKey || !voice.assistantId) return null
  return <VoiceCall publicKey={voice.publicKey} assistantId={voice.assistantId} phone={phone} createClient={createClient} />
}

type CallProps = { publicKey: string; assistantId: string; phone: string; createClient: VoiceClientFactory }

function VoiceCall({ publicKey, assistantId, phone, createClient }: CallProps) {
  const client = useIdleValue(() => createClient(publicKey), 'the voice client')
  const Button = useIdleValue(loadVoiceButton, 'the voice button')
  const call = useVoiceCall({ client, assistantId, phone })
  if (!call.isReady || !Button) return null
  return <Button state={call.state} onPress={call.toggle} />
}
