/**
 * Reading Vapi's server messages (the assistant's Server URL): every message arrives as
 * `{ "message": { "type": …, … } }`; only the end-of-call report is kept. Field names follow
 * Vapi's ServerMessageEndOfCallReport. Untrusted input: every value is bounded here.
 */

import * as z from 'zod/mini'
import { contactLimits } from '../../lib/contact-fields'
import { type InsuranceType, insuranceTypeOptions } from '../../lib/insurance-types'
import { nameControl } from '../../lib/person-name'

export const voiceCallLimits = { callId: 200, reason: 200, summary: 20_000, transcript: 500_000, url: 2048, number: 40 } as const

const clip = (max: number) => (value: string) => value.slice(0, max)
const boundedText = (max: number) => z.optional(z.pipe(z.string(), z.transform(clip(max))))
const isoDate = z.optional(z.iso.datetime({ offset: true }))
const httpsUrl = z.optional(
  z.string().check(
    z.maxLength(voiceCallLimits.url),
    z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:'),
  ),
)
// A transcript line as Vapi lists it in artifact.messages (used when artifact.transcript is missing).
const transcriptMessage = z.object({ role: z.optional(z.string()), message: z.optional(z.string()) })

const endOfCallReport = z.object({
  type: z.literal('end-of-call-report'),
  endedReason: boundedText(voiceCallLimits.reason),
  startedAt: isoDate,
  endedAt: isoDate,
  durationSeconds: z.optional(z.number().check(z.nonnegative())),
  call: z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(voiceCallLimits.callId)) }),
  customer: z.optional(z.nullable(z.object({ number: z.optional(z.nullable(z.string())) }))),
  artifact: z.optional(
    z.object({
      transcript: boundedText(voiceCallLimits.transcript),
      messages: z.optional(z.array(z.unknown())),
      recordingUrl: z.optional(z.nullable(z.unknown())),
    }),
  ),
  analysis: z.optional(
    z.object({
      summary: boundedText(voiceCallLimits.summary),
      structuredData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    }),
  ),
})

export type VoiceCallReport = {
  callId: string
  startedAt: string | null
  endedAt: string | null
  durationSeconds: number | null
  endedReason: string | null
  customerNumber: string | null
  summary: string | null
  transcript: string | null
  recordingUrl: string | null
  structuredData: Record<string, unknown> | null
  /** What the caller told the assistant, for the lead. */
  caller: { name: string | null; phone: string | null; insuranceType: InsuranceType | null }
}

export type ServerMessage = { kind: 'end-of-call-report'; report: VoiceCallReport } | { kind: 'other'; type: string } | { kind: 'invalid' }

function transcriptFrom(messages: unknown[] | undefined): string | null {
  if (!messages) return null
  const lines = messages
    .map((entry) => transcriptMessage.safeParse(entry))
    .filter((parsed) => parsed.success && parsed.data.message && (parsed.data.role === 'user' || parsed.data.role === 'bot'))
    .map((parsed) => `${parsed.data?.role === 'user' ? 'Cliente' : 'Asistente'}: ${parsed.data?.message}`)
  return lines.length ? lines.join('\n').slice(0, voiceCallLimits.transcript) : null
}

function durationOf(startedAt?: string, endedAt?: string, reported?: number): number | null {
  if (startedAt && endedAt) {
    const seconds = Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000)
    if (seconds >= 0) return seconds
  }
  return reported === undefined ? null : Math.round(reported)
}

const phonePattern = /^[0-9+().\-\s]+$/
/** A phone number worth calling back: the form's own rule (10 digits or more, phone characters). */
function phoneOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const phone = value.trim()
  const ok = phone.length <= contactLimits.phone && phonePattern.test(phone) && phone.replace(/\D/g, '').length >= contactLimits.phoneDigits
  return ok ? phone : null
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const insuranceKeywords: [RegExp, InsuranceType][] = [
  [/obamacare|\baca\b|affordable/, 'obamacare'],
  [/medicare/, 'medicare'],
  [/vida|life/, 'vida'],
  [/grupo|group|empresa/, 'grupos'],
  [/privad|private/, 'privados'],
  [/otro|other/, 'otros'],
]

/** The assistant's insuranceType as one of the form's values: the value, its Spanish label or a keyword. */
export function insuranceTypeFrom(value: unknown): InsuranceType | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const said = normalise(value.trim()).slice(0, 200)
  const exact = insuranceTypeOptions.find((option) => option.value === said || normalise(option.label) === said)
  if (exact) return exact.value
  return insuranceKeywords.find(([pattern]) => pattern.test(said))?.[1] ?? null
}

// What a name may not hold (control, bidi and separator characters) is removed, so the lead is kept.
const controlCharacters = new RegExp(nameControl.source, 'g')

function nameFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim()
  return name ? name.slice(0, 2 * contactLimits.name) : null
}

/** A body Vapi posted to the Server URL, read into what the site keeps. */
export function parseServerMessage(body: unknown): ServerMessage {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'invalid' }
  const message = (body as { message?: unknown }).message
  if (!message || typeof message !== 'object' || Array.isArray(message)) return { kind: 'invalid' }
  const type = (message as { type?: unknown }).type
  if (typeof type !== 'string') return { kind: 'invalid' }
  if (type !== 'end-of-call-report') return { kind: 'other', type: type.slice(0, 100) }
  const parsed = endOfCallReport.safeParse(message)
  if (!parsed.success) return { kind: 'invalid' }
  const report = parsed.data
  const structuredData = report.analysis?.structuredData ?? null
  const customerNumber = report.customer?.number?.trim().slice(0, voiceCallLimits.number) || null
  const recordingUrl = httpsUrl.safeParse(report.artifact?.recordingUrl)
  return {
    kind: 'end-of-call-report',
    report: {
      callId: report.call.id,
      startedAt: report.startedAt ?? null,
      endedAt: report.endedAt ?? null,
      durationSeconds: durationOf(report.startedAt, report.endedAt, report.durationSeconds),
      endedReason: report.endedReason || null,
      customerNumber,
      summary: report.analysis?.summary?.trim() || null,
      transcript: report.artifact?.transcript?.trim() || transcriptFrom(report.artifact?.messages),
      recordingUrl: recordingUrl.success ? (recordingUrl.data ?? null) : null,
      structuredData,
      caller: {
        name: nameFrom(structuredData?.name),
        phone: phoneOrNull(structuredData?.phone) ?? phoneOrNull(customerNumber),
        insuranceType: insuranceTypeFrom(structuredData?.insuranceType),
      },
    },
  }
}
