/*
 * Payload's REST API, as its templates generate it, with three wrappers: private answers say so
 * (src/lib/private-answers.ts), reads give up on a stalled database (src/rest-errors/read-deadline.ts)
 * and a file no upload names is a quiet 404 (src/rest-errors/unknown-file.ts).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withPrivateAnswers } from '@/lib/private-answers'
import { withReadDeadline } from '@/rest-errors/read-deadline'
import { withUnknownFilesAsNotFound } from '@/rest-errors/unknown-file'

export const GET = withPrivateAnswers(withReadDeadline(withUnknownFilesAsNotFound(config, REST_GET(config))))
export const POST = withPrivateAnswers(REST_POST(config))
export const DELETE = withPrivateAnswers(REST_DELETE(config))
export const PATCH = withPrivateAnswers(REST_PATCH(config))
export const PUT = withPrivateAnswers(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
