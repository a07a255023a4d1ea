import http from 'node:http'

export type LargeBodyAnswer = { status: number; message?: string; ms: number }

/**
 * POSTs `bytes` bytes (declared with Content-Length) the way an attacker's script would, 64 KB
 * at a time, and stops sending once the server has answered. `ms` is when the answer arrived,
 * counted from `started` (performance.now()). Fails if the connection is cut before an answer.
 */
export function postLargeBody(url: string, bytes: number, started: number): Promise<LargeBodyAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes } })
    const chunk = Buffer.alloc(64 * 1024, ' ')
    let sent = 0
    let answered = false
    request.on('response', (response) => {
      answered = true
      const ms = performance.now() - started
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (part) => {
        text += part
      })
      response.on('end', () => {
        request.destroy()
        let message: string | undefined
        try {
          message = (JSON.parse(text) as { message?: string }).message
        } catch {
          message = undefined
        }
        resolve({ status: response.statusCode ?? 0, message, ms })
      })
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent)
        sent += size
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          request.once('drain', pump)
          return
        }
      }
      if (!answered) request.end()
    }
    pump()
  })
}
