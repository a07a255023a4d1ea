import { GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

/**
 * The real REST handlers of /api/appointments called in-process as a signed-in staff member
 * (`token`), as the admin calls them: the answers' status and JSON body.
 */
const url = (path: string) => `http://localhost:3000/api/${path}`
const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/') }) })

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { doc?: { id: number } } }
}

const headers = (token: string) => ({ Authorization: `JWT ${token}`, 'content-type': 'application/json' })

export const restCreateAppointment = async (token: string, data: Record<string, unknown>) =>
  answer(
    await POST(
      new Request(url('appointments'), { method: 'POST', headers: headers(token), body: JSON.stringify(data) }),
      params('appointments'),
    ),
  )

export const restUpdateAppointment = async (token: string, id: number, data: Record<string, unknown>) =>
  answer(
    await PATCH(
      new Request(url(`appointments/${id}`), { method: 'PATCH', headers: headers(token), body: JSON.stringify(data) }),
      params(`appointments/${id}`),
    ),
  )

export const restGet = async (token: string, path: string) =>
  answer(await GET(new Request(url(path), { headers: { Authorization: `JWT ${token}` } }), params(path)))
