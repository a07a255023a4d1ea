/**
 * Anonymous requests cannot make the server write error-level lines, nor learn its paths or SQL
 * (issue 33, finding 11): an unknown media file and a malformed id through the real REST handler.
 * The log is read where pino writes it (its destination stream), after its logMethod hook.
 */

import type { Payload } from 'payload'
import { symbols } from 'pino'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'
import { restCall } from '../../support/rest-api'

type LogLine = { level: number; msg?: string; [key: string]: unknown }

let payload: Payload
let lines: LogLine[] = []
let restore: () => void = () => {}

beforeAll(async () => {
  payload = await openPayload()
})

/** Every line the logger writes from now on, as pino wrote it (JSON, before any pretty printer). */
function captureLog() {
  const stream = (payload.logger as unknown as Record<symbol, { write: (chunk: string) => unknown }>)[symbols.streamSym]
  const write = stream.write
  lines = []
  stream.write = function (this: unknown, chunk: string) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine)
    return write.call(this, chunk)
  }
  restore = () => {
    stream.write = write
  }
}

afterEach(() => restore())

async function anonymousGet(path: string) {
  captureLog()
  const response = await restCall('GET', path, { ip: freshIp() })
  const text = await response.text()
  // Payload may log after the answer is made.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' }
}

const errorLines = () => lines.filter((line) => line.level >= 50)

describe('quiet logs for anonymous requests (issue 33, item 9)', () => {
  it('an unknown media file is a 404 in Spanish JSON: no path of the server, no error line', async () => {
    const answer = await anonymousGet('media/file/no-existe-x.png')
    expect(answer.status).toBe(404)
    expect(answer.contentType).toContain('application/json')
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: expect.stringMatching(/^No encontramos/) }] })
    expect(answer.text).not.toContain(process.env.MEDIA_DIR ?? '/media')
    expect(errorLines()).toEqual([])
    expect(JSON.stringify(lines)).not.toContain(process.env.MEDIA_DIR ?? '/media')
  })

  it('a file an upload names is still served, the original and its sizes', async () => {
    const sharp = (await import('sharp')).default
    const data = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336ff5' } })
      .png()
      .toBuffer()
    const name = `quiet-${Date.now()}`
    const media = await payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data, name: `${name}.png`, mimetype: 'image/png', size: data.length },
      overrideAccess: true,
    })
    for (const filename of [media.filename, media.sizes?.thumbnail?.filename, media.sizes?.card?.filename]) {
      expect(filename).toBeTruthy()
      const answer = await anonymousGet(`media/file/${encodeURIComponent(filename ?? '')}`)
      expect(answer.status, filename ?? '').toBe(200)
      expect(answer.contentType).toBe('image/png')
    }
  })

  it('a malformed id is a 400 in Spanish JSON: no stack, no SQL, no error line', async () => {
    const answer = await anonymousGet('services/abc')
    expect(answer.status).toBe(400)
    expect(answer.contentType).toContain('application/json')
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: expect.stringMatching(/identificador/i) }] })
    expect(answer.text).not.toMatch(/select|stack|at \w+ \(/i)
    expect(errorLines()).toEqual([])
    expect(JSON.stringify(lines)).not.toMatch(/select |"stack"/i)
  })

  it('a malformed id in a where filter is no error line either', async () => {
    const answer = await anonymousGet('services?where[id][equals]=abc')
    expect(answer.status).toBeLessThan(500)
    expect(errorLines()).toEqual([])
  })

  it.each([
    'services/1.5',
    'services/99999999999999999999',
    'services?where[createdAt][equals]=no-es-fecha',
    'services?where[id][in]=a,b',
    'services?sort=no_existe',
    'services?limit=abc&page=-1',
    'services?depth=abc',
    'services?where[title][like]=%25%27%3B',
    'media/file/..%2F..%2Fetc%2Fpasswd',
    'media/file/%E0%A4%A',
    'no-existe/1',
  ])('%s: an answer below 500, no error line', async (path) => {
    const answer = await anonymousGet(path)
    expect(answer.status).toBeLessThan(500)
    expect(errorLines()).toEqual([])
  })
})
