import { describe, expect, it } from 'vitest'

import { isPrivateAnswer, withPrivateAnswers } from '@/lib/private-answers'

const request = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init)
const withCookie = { headers: { cookie: 'theme=light; payload-token=abc' } }

describe('which REST answers are private', () => {
  it.each([
    ['/api/services', {}],
    ['/api/legal-documents?where[slug][equals]=privacy-policy', {}],
    ['/api/globals/site-settings', {}],
    ['/api/media/file/logo.png', withCookie],
    ['/api/media/file/logo.png', {}],
  ])('%s (anonymous read of published content, or a file) stays shareable', (path, init) => {
    expect(isPrivateAnswer(request(path, init))).toBe(false)
  })

  it.each([
    ['/api/services', withCookie],
    ['/api/services', { headers: { authorization: 'JWT x' } }],
    ['/api/globals/landing?draft=true', {}],
    ['/api/users/me', {}],
    ['/api/contacts', {}],
    ['/api/payload-preferences', {}],
    ['/api/access', {}],
    ['/api/export/contacts.csv', {}],
    ['/api/contacts', { method: 'POST' }],
    ['/api/services', { method: 'POST' }],
    ['/api/users/login', { method: 'POST' }],
  ])('%s is private', (path, init) => {
    expect(isPrivateAnswer(request(path, init))).toBe(true)
  })
})

describe('withPrivateAnswers', () => {
  const answer = (headers: Record<string, string>) => async () => Response.json({ ok: true }, { status: 201, headers })

  it('marks a private answer and keeps its status, body and other headers', async () => {
    const response = await withPrivateAnswers(answer({ 'X-Other': '1' }))(request('/api/users/me'), {})
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-other')).toBe('1')
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('keeps directives that do not conflict (no-transform) and replaces the rest', async () => {
    const noTransform = await withPrivateAnswers(answer({ 'Cache-Control': 'no-store, no-transform' }))(request('/api/contacts'), {})
    expect(noTransform.headers.get('cache-control')).toBe('private, no-store, no-transform')
    const shared = await withPrivateAnswers(answer({ 'Cache-Control': 'public, max-age=600' }))(request('/api/users'), {})
    expect(shared.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves a public answer as it was', async () => {
    const response = await withPrivateAnswers(answer({ 'Cache-Control': 'public, max-age=60' }))(request('/api/services'), {})
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  })
})
