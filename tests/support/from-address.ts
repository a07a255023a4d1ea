import http from 'node:http'

import { e2eConfig } from './e2e-config'

export type AnswerFromAddress = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

/**
 * A request to the e2e server sent from another loopback address (127.0.0.0/8 all reach this
 * machine), so the server sees a different client, as it would a different computer.
 */
export function requestFrom(
  address: string,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<AnswerFromAddress> {
  const body = json === undefined ? undefined : JSON.stringify(json)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: e2eConfig.port,
        localAddress: address,
        method,
        path,
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, ms: performance.now() - started }),
        )
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} from ${address} took over 30 s`)))
    request.on('error', reject)
    request.end(body)
  })
}

export const loginFrom = (address: string, email: string, password: string) =>
  requestFrom(address, 'POST', '/api/users/login', { email, password })
