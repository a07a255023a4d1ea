import type { Endpoint, PayloadRequest, Where } from 'payload'
import { adminTimeZonesWith } from '../../i18n/admin-time-zones'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { readJsonBody } from '../../lib/server/http/read-json-body'
import { spanishAdminDateTime } from '../../lib/spanish-time'
import { readAgencySettings } from '../../settings/agency-settings'
import { schedulePublishMessages as messages } from './schedule-copy'
import { readScheduleRequest, type ScheduleProblem, scheduledInstant } from './schedule-moment'

const MAX_SCHEDULE_BODY_BYTES = 2 * 1024
const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60 * 1000
/** Payload's own task for «Programar publicación» (payload/versions/schedule): it publishes or unpublishes as the user who scheduled it. */
const TASK = 'schedulePublish'

export type UpcomingSchedule = { id: number | string; type: 'publish' | 'unpublish'; at: string; timeZone: string; shown: string }

/** The page as this account may read it, or the refusal to answer. */
async function pageOf(req: PayloadRequest): Promise<{ id: number } | Response> {
  if (!req.user) return jsonAnswer({ message: messages.unauthorized }, 401)
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return jsonAnswer({ message: messages.notFound }, 404)
  const page = await req.payload
    .findByID({ collection: 'pages', id, depth: 0, draft: true, overrideAccess: false, user: req.user, disableErrors: true, req })
    .catch(() => null)
  return page ? { id } : jsonAnswer({ message: messages.notFound }, 404)
}

const jobsOfPage = (id: number): Where[] => [
  { taskSlug: { equals: TASK } },
  { 'input.doc.relationTo': { equals: 'pages' } },
  { 'input.doc.value': { equals: String(id) } },
]

async function listUpcoming(req: PayloadRequest): Promise<Response> {
  const page = await pageOf(req)
  if (page instanceof Response) return page
  const { timeZone: agencyZone } = await readAgencySettings(req.payload)
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [...jobsOfPage(page.id), { waitUntil: { greater_than: new Date().toISOString() } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const schedules: UpcomingSchedule[] = docs.map((job) => {
    const input = (job.input ?? {}) as { type?: string; timezone?: string }
    const timeZone = input.timezone || agencyZone
    const at = String(job.waitUntil)
    return {
      id: job.id,
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      at,
      timeZone,
      shown: spanishAdminDateTime(at, timeZone),
    }
  })
  return jsonAnswer({ schedules }, 200)
}

const problemMessages: Record<ScheduleProblem, string> = {
  type: messages.type,
  date: messages.date,
  time: messages.time,
  timeZone: messages.timeZone,
}

async function schedule(req: PayloadRequest): Promise<Response> {
  const page = await pageOf(req)
  if (page instanceof Response) return page
  const body = await readJsonBody(req as Request, MAX_SCHEDULE_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: messages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: messages.tooLarge }, 413)
    return jsonAnswer({ message: messages.malformed }, 400)
  }
  const { timeZone: agencyZone } = await readAgencySettings(req.payload)
  const request = readScheduleRequest(
    body.value,
    adminTimeZonesWith(agencyZone).map((zone) => zone.value),
  )
  if (typeof request === 'string') return jsonAnswer({ message: problemMessages[request] }, 422)
  const at = scheduledInstant(request)
  if (at.getTime() <= Date.now()) return jsonAnswer({ message: messages.past }, 422)
  if (at.getTime() > Date.now() + TWO_YEARS_MS) return jsonAnswer({ message: messages.tooFar }, 422)

  const user = req.user as NonNullable<PayloadRequest['user']>
  const job = await req.payload.jobs.queue({
    task: TASK,
    input: {
      type: request.type,
      doc: { relationTo: 'pages', value: String(page.id) },
      timezone: request.timeZone,
      user: { relationTo: user.collection, value: user.id },
    } as never,
    waitUntil: at,
    req,
  })
  return jsonAnswer({ message: messages.scheduled, id: job.id, at: at.toISOString() }, 201)
}

async function removeSchedule(req: PayloadRequest): Promise<Response> {
  const page = await pageOf(req)
  if (page instanceof Response) return page
  const jobId = Number(req.routeParams?.jobId)
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return jsonAnswer({ message: messages.scheduleNotFound }, 404)
  const { docs } = await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [{ id: { equals: jobId } }, ...jobsOfPage(page.id), { completedAt: { exists: false } }, { processing: { equals: false } }],
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length ? jsonAnswer({ message: messages.removed }, 200) : jsonAnswer({ message: messages.scheduleNotFound }, 404)
}

/**
 * «Programar publicación» of a campaign page, staff only: the upcoming publish and unpublish jobs,
 * a new one (a day and a time on one of the panel's zones, in the future), and «Quitar». The jobs
 * are Payload's own `schedulePublish` task, so the queue (src/jobs/scheduled-publishing.ts) runs them.
 */
export const schedulePublishEndpoints: Endpoint[] = [
  { path: '/:id/schedules', method: 'get', handler: listUpcoming },
  { path: '/:id/schedules', method: 'post', handler: schedule },
  { path: '/:id/schedules/:jobId', method: 'delete', handler: removeSchedule },
]
