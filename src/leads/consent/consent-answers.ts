import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { STAFF_CONSENT_SCRIPT } from '../../copy/lead-intake'
import type { Contact } from '../../payload-types'
import { staffName, staffNameWithEmail } from '../desk/staff-name'
import {
  type ConsentAnswer,
  type ConsentChannel,
  type ConsentHeardVia,
  consentAddressKind,
  consentAnswerFieldOf,
  consentAnswerLabel,
  consentAnswerOptions,
  consentChannelLabel,
  consentChannelOptions,
  consentHeardViaLabel,
  consentHeardViaOptions,
  consentRefusalScope,
} from './consent-channels'

/** Where the answers chosen on the lead wait for the afterChange hook (they are never columns of the lead). */
const ANSWERS_CONTEXT_KEY = 'consentAnswers'

type Answers = { heardVia: ConsentHeardVia; answers: { channel: ConsentChannel; answer: ConsentAnswer }[] }

const isAnswer = (value: unknown): value is ConsentAnswer => consentAnswerOptions.some((option) => option.value === value)
const isHeardVia = (value: unknown): value is ConsentHeardVia => consentHeardViaOptions.some((option) => option.value === value)

/** A staff entry's own source says how the answer was given: on the phone or in person. */
const heardViaOfSource = (source: unknown): ConsentHeardVia | null =>
  source === 'telefono' ? 'llamada' : source === 'en-persona' ? 'en-persona' : null

/**
 * Takes the answers staff chose on the lead (Llamadas, Mensajes de texto, Correo) out of the saved
 * data, for recordConsentAnswers to write once the lead is stored. Only a signed-in person records
 * answers; how the person answered is required (a new staff entry's source gives it).
 */
export const takeConsentAnswers: CollectionBeforeChangeHook<Contact> = ({ data, operation, originalDoc, req }) => {
  const next: Record<string, unknown> = { ...data }
  const answers = consentChannelOptions
    .map(({ value: channel }) => ({ channel, answer: next[consentAnswerFieldOf[channel]] }))
    .filter((entry): entry is Answers['answers'][number] => isAnswer(entry.answer))
  for (const field of [...Object.values(consentAnswerFieldOf), 'consentHeardVia']) delete next[field]
  if (answers.length === 0 || !req.user) return next as typeof data

  const chosen = data.consentHeardVia
  const heardVia = isHeardVia(chosen) ? chosen : operation === 'create' ? heardViaOfSource(data.source ?? originalDoc?.source) : null
  if (!heardVia) {
    throw new ValidationError(
      {
        collection: 'contacts',
        errors: [
          { path: 'consentHeardVia', label: 'Cómo respondió', message: 'Indique cómo dio su respuesta: por teléfono o en persona.' },
        ],
      },
      req.t,
    )
  }
  req.context[ANSWERS_CONTEXT_KEY] = { heardVia, answers } satisfies Answers
  return next as typeof data
}

/**
 * A refusal puts the channel's phone or e-mail on the 'no contactar' list, as a lead's 'No contactar'
 * does; a refusal of texts only for texts (consentRefusalScope), like a STOP reply.
 */
async function listRefusal(req: PayloadRequest, doc: Contact, channel: ConsentChannel, heardVia: ConsentHeardVia) {
  const kind = consentAddressKind(channel)
  const address = kind === 'phone' ? doc.phone : doc.email
  if (!address) return
  await req.payload.create({
    collection: 'opt-outs',
    data: { [kind]: address, scope: consentRefusalScope(channel), channel: heardVia, contact: doc.id },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/**
 * A person a carrier's report brought waits off the call lists for their consent (src/leads/read/desk.ts): once staff
 * record their answers, the mark is cleared (their origin stays «Informe de aseguradora»).
 */
async function releaseImportedClient(req: PayloadRequest, doc: Contact) {
  await req.payload.update({
    collection: 'contacts',
    id: doc.id,
    data: { importedFromReport: false },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Writes each answer as a consent record, lists refusals, and adds one line to the lead's history. */
export const recordConsentAnswers: CollectionAfterChangeHook<Contact> = async ({ doc, req }) => {
  const pending = req.context[ANSWERS_CONTEXT_KEY] as Answers | undefined
  delete req.context[ANSWERS_CONTEXT_KEY]
  if (!pending || !req.user) return doc
  const recordedByName = staffNameWithEmail(req.user).slice(0, 200)
  for (const { channel, answer } of pending.answers) {
    await req.payload.create({
      collection: 'consent-records',
      data: {
        contact: doc.id,
        channel,
        answer,
        address: consentAddressKind(channel) === 'phone' ? (doc.phone ?? null) : (doc.email ?? null),
        heardVia: pending.heardVia,
        statement: STAFF_CONSENT_SCRIPT.statements[channel],
        statementVersion: STAFF_CONSENT_SCRIPT.version,
        recordedBy: req.user.id,
        recordedByName,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (answer === 'rechaza') await listRefusal(req, doc, channel, pending.heardVia)
  }
  if (doc.importedFromReport) await releaseImportedClient(req, doc)
  const summary = pending.answers.map(
    ({ channel, answer }) => `${consentChannelLabel(channel)}: ${consentAnswerLabel(answer).toLowerCase()}`,
  )
  await req.payload.create({
    collection: 'lead-events',
    data: {
      contact: doc.id,
      kind: 'consentimiento',
      note: `${summary.join(' · ')} (${consentHeardViaLabel(pending.heardVia).toLowerCase()}).`,
      author: req.user.id,
      authorName: staffName(req.user),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}
