/**
 * The front server's answer to a request it could not read (Node's 'clientError'): headers that
 * did not arrive within HEADERS_TIMEOUT_MS (408), header lines too large (431), anything that is
 * not HTTP (400). Node's own answers are bare, English-free but header-free too (issue 33,
 * finding 16); these carry the site's security headers and a Spanish line, as Node's would,
 * only when nothing has been written on the connection yet.
 */
import { badRequestMessage, requestTimeoutMessage } from '../src/copy/request-limits.mjs'
import { rawAnswer } from './raw-answer.mjs'

/** @param {{ code?: string }} error */
function answerFor(error) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', message: requestTimeoutMessage }
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large', message: badRequestMessage }
  return { status: 400, reason: 'Bad Request', message: badRequestMessage }
}

/**
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  socket.on('error', () => {})
  const writable = /** @type {import('node:net').Socket} */ (socket).bytesWritten === 0 && socket.writable
  if (writable && error.code !== 'ECONNRESET') {
    const { status, reason, message } = answerFor(error)
    socket.write(rawAnswer(status, reason, message))
  }
  socket.destroy()
}
