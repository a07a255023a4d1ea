/**
 * Staff-set redirects and short links that cannot hurt (issue 33, finding 9): a printed QR code
 * leads only to a page of the site or an https:// address on a host the admin allows; no loops;
 * no source that shadows a site route or a published page, whatever its case. Through the Local
 * API as a staff member (access enforced), one REST call for the API's answer, and the proxy's
 * route lookup for rows stored before these rules.
 */
import { randomUUID } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { routeForPath } from '@/campaign-pages/read/path-routes'
import { allowedHostsCopy, redirectRuleMessages } from '@/copy/redirects'
import { postgresOf } from '@/db/postgres'
import type { Redirect, User } from '@/payload-types'
import { seed } from '@/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { freshIp } from '../../support/contact-api'
import { restCall } from '../../support/rest-api'
import { createStaffUser, type StaffUser } from '../../support/staff-user'

const quiet = { context: { skipRevalidate: true } } as const
const ALLOWED_HOST = 'www.medicare.gov'

let payload: Payload
let staff: StaffUser
let admin: User & { collection: 'users' }

const unique = () => randomUUID().slice(0, 8)
const asStaff = () => ({ overrideAccess: false, user: staff, ...quiet }) as const
type RedirectData = Omit<Redirect, 'id' | 'createdAt' | 'updatedAt'>
const custom = (from: string, url: string): Partial<RedirectData> => ({ from, to: { type: 'custom', url } })

function createRedirect(data: Partial<RedirectData>) {
  return payload.create({ collection: 'redirects', data: data as RedirectData, ...asStaff() })
}

async function refusalMessages(attempt: Promise<unknown>): Promise<string[]> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error, 'the redirect was saved').toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((entry) => entry.message)
}

async function publishedPage(slug: string) {
  return payload.create({
    collection: 'pages',
    data: {
      title: `Página ${slug}`,
      slug,
      _status: 'published',
      layout: [
        {
          blockType: 'hero',
          badge: 'Campaña',
          title: 'Prueba',
          highlight: 'de redirecciones',
          subtitle: 'Texto.',
          savingsNote: 'Nota.',
          quoteButtonLabel: 'Cotizar',
          callButtonLabel: 'Llamar',
        },
      ],
    },
    ...quiet,
  })
}

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
  staff = await createStaffUser(payload, 'redirecciones')
  const adminUser = await payload.create({
    collection: 'users',
    data: { email: `admin-redir-${unique()}@agencia.example`, password: 'clave-admin-12345', roles: ['admin'] },
  })
  admin = { ...adminUser, collection: 'users' }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { redirectAllowedHosts: `${ALLOWED_HOST}\nwww.healthcare.gov` },
    overrideAccess: false,
    user: admin,
    ...quiet,
  })
})

describe('a redirect’s destination', () => {
  it('is refused, in Spanish, when it is not a page of the site nor an https:// address on an allowed host', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/medicare',
      '/\\evil.example',
      'http://www.medicare.gov/',
      'https://evil.example/',
      `https://${ALLOWED_HOST}@evil.example/`,
      `https://${ALLOWED_HOST}.evil.example/`,
      'evil.example',
    ]) {
      const messages = await refusalMessages(createRedirect(custom(`/r-${unique()}`, url)))
      expect(messages.join(' '), url).toMatch(/El destino debe ser una página de este sitio|no está permitido para redirecciones/)
    }
  })

  it('is refused when it names a path of the site that leads nowhere', async () => {
    const messages = await refusalMessages(createRedirect(custom(`/r-${unique()}`, `/no-existe-${unique()}`)))
    expect(messages).toContain(redirectRuleMessages.destinationNotFound)
  })

  it('names the host that is not allowed', async () => {
    const messages = await refusalMessages(createRedirect(custom(`/r-${unique()}`, 'https://evil.example/oferta')))
    expect(messages).toContain(redirectRuleMessages.destinationHostNotAllowed('evil.example'))
  })

  it('may be a page of the site (chosen or written), a site route, or an https:// address on an allowed host', async () => {
    const slug = `destino-${unique()}`
    const page = await publishedPage(slug)
    const saved = [
      await createRedirect({ from: `/a-${unique()}`, to: { type: 'reference', reference: { relationTo: 'pages', value: page.id } } }),
      await createRedirect(custom(`/b-${unique()}`, `/${slug}?utm_source=radio`)),
      await createRedirect(custom(`/c-${unique()}`, '/contacto')),
      await createRedirect(custom(`/d-${unique()}`, `https://${ALLOWED_HOST}/es/plan`)),
    ]
    expect(saved.every((redirect) => typeof redirect.id === 'number')).toBe(true)
    expect(await routeForPath(saved[3].from, { drafts: false })).toMatchObject({
      kind: 'redirect',
      location: `https://${ALLOWED_HOST}/es/plan`,
    })
  })

  it('is refused through the REST API with a 400 and the Spanish message', async () => {
    const email = `rest-redir-${unique()}@agencia.example`
    const password = `faro-azul-${unique()}`
    await payload.create({ collection: 'users', data: { email, password, roles: ['staff'] } })
    const post = (path: string, body: unknown, token?: string) => restCall('POST', path, { body, token, ip: freshIp() })
    const { token } = (await (await post('users/login', { email, password })).json()) as { token: string }
    const response = await post('redirects', custom(`/rest-${unique()}`, 'javascript:alert(1)'), token)
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(redirectRuleMessages.destinationShape)
  })
})

describe('a redirect’s source', () => {
  it('is refused when it shadows a site route, whatever its case', async () => {
    for (const from of [
      '/Contacto',
      '/CITAS',
      '/citas/x',
      '/Privacy-Policy',
      '/admin',
      '/API/users',
      '/_next/static',
      '/',
      '/%43ontacto',
    ]) {
      const messages = await refusalMessages(createRedirect(custom(from, '/contacto')))
      expect(messages, from).toContain(redirectRuleMessages.sourceSiteRoute)
    }
  })

  it('is refused when it shadows a published page, whatever its case', async () => {
    const slug = `sombra-${unique()}`
    await publishedPage(slug)
    for (const from of [`/${slug}`, `/${slug.toUpperCase()}`, `/${slug}/`]) {
      const messages = await refusalMessages(createRedirect(custom(from, '/contacto')))
      expect(messages, from).toContain(redirectRuleMessages.sourcePublishedPage)
    }
  })

  it('is refused when it is not a path of the site', async () => {
    for (const from of ['//evil.example', 'https://evil.example/radio', '/con espacio', '/a\\b']) {
      const messages = await refusalMessages(createRedirect(custom(from, '/contacto')))
      expect(messages, from).toContain(redirectRuleMessages.sourceShape)
    }
  })
})

describe('loops', () => {
  it('a redirect to itself is refused, whatever the case or trailing slash', async () => {
    const from = `/bucle-${unique()}`
    for (const url of [from, `${from.toUpperCase()}/`, `${from}?utm_source=x`]) {
      const messages = await refusalMessages(createRedirect(custom(from, url)))
      expect(messages, url).toContain(redirectRuleMessages.loop)
    }
  })

  it('a redirect that leads back to its source through other redirects is refused, also when edited into one', async () => {
    const [a, b, c] = [`/uno-${unique()}`, `/dos-${unique()}`, `/tres-${unique()}`]
    const third = await createRedirect(custom(c, '/contacto'))
    await createRedirect(custom(b, c.toUpperCase()))
    // A chain that ends on the site is fine.
    await createRedirect(custom(a, b))
    const edit = payload.update({ collection: 'redirects', id: third.id, data: { to: { type: 'custom', url: a } }, ...asStaff() })
    expect(await refusalMessages(edit)).toContain(redirectRuleMessages.loop)
  })

  it('a chain longer than five redirects is refused: a printed code must reach its page', async () => {
    const chain = Array.from({ length: 6 }, (_, step) => `/cadena-${step}-${unique()}`)
    await createRedirect(custom(chain[5], '/contacto'))
    for (let step = 4; step >= 1; step--) await createRedirect(custom(chain[step], chain[step + 1]))
    expect(await refusalMessages(createRedirect(custom(chain[0], chain[1])))).toContain(redirectRuleMessages.tooManyHops)
  })
})

describe('rows stored before these rules (the proxy’s lookup)', () => {
  const storeOldRow = (from: string, url: string) =>
    postgresOf(payload).pool.query(`INSERT INTO redirects ("from", to_type, to_url, type) VALUES ($1, 'custom', $2, '301')`, [from, url])

  it('are not followed to a destination that is not allowed', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hola', '//evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const from = `/viejo-${unique()}`
      await storeOldRow(from, url)
      expect(await routeForPath(from, { drafts: false }), url).toBeNull()
    }
  })

  it('are not followed from a case variant of a site route', async () => {
    await storeOldRow('/Contacto', 'https://evil.example/')
    await storeOldRow('/CITAS', '/contacto')
    expect(await routeForPath('/Contacto', { drafts: false })).toBeNull()
    expect(await routeForPath('/CITAS', { drafts: false })).toBeNull()
  })

  it('still lead to the site and to allowed hosts', async () => {
    const [internal, outside] = [`/bueno-${unique()}`, `/fuera-${unique()}`]
    await storeOldRow(internal, '/contacto')
    await storeOldRow(outside, `https://${ALLOWED_HOST}/`)
    expect(await routeForPath(internal, { drafts: false })).toMatchObject({ kind: 'redirect', location: '/contacto', permanent: true })
    expect(await routeForPath(outside, { drafts: false })).toMatchObject({ kind: 'redirect', location: `https://${ALLOWED_HOST}/` })
  })
})

describe('the allowed hosts', () => {
  const hostsNow = async () => (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).redirectAllowedHosts

  it('only an admin widens them, and each change is kept in the settings history', async () => {
    const before = await hostsNow()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { redirectAllowedHosts: `${before}\nevil.example` },
      overrideAccess: false,
      user: staff,
      ...quiet,
    })
    expect(await hostsNow()).toBe(before)
    expect(await refusalMessages(createRedirect(custom(`/r-${unique()}`, 'https://evil.example/')))).toContain(
      redirectRuleMessages.destinationHostNotAllowed('evil.example'),
    )

    const widened = `${before}\nwww.cms.gov`
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { redirectAllowedHosts: widened },
      overrideAccess: false,
      user: admin,
      ...quiet,
    })
    const { docs } = await payload.find({
      collection: 'settings-changes',
      where: { setting: { equals: 'redirectAllowedHosts' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ previousValue: before, newValue: widened, changedBy: admin.id })
    expect((await createRedirect(custom(`/cms-${unique()}`, 'https://www.cms.gov/'))).id).toBeTypeOf('number')
  })

  it('are host names, one per line', async () => {
    const attempt = payload.updateGlobal({
      slug: 'site-settings',
      data: { redirectAllowedHosts: 'https://evil.example/ruta' },
      overrideAccess: false,
      user: admin,
      ...quiet,
    })
    expect(await refusalMessages(attempt)).toContain(allowedHostsCopy.invalid)
  })
})

describe('new redirects', () => {
  it('are temporary (302) unless staff choose otherwise', async () => {
    const redirect = await createRedirect(custom(`/nuevo-${unique()}`, '/contacto'))
    expect(redirect.type).toBe('302')
  })
})
