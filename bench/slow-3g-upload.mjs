/**
 * How long the front server waits for a phone on slow 3G to send the contact form (docs/security.md,
 * "Slow clients and connections": the basis of the front server's read deadlines). `node bench/slow-3g-upload.mjs`.
 *
 * A pacing TCP proxy on loopback plays the network: 400 kbit/s each way and a 400 ms round trip
 * (200 ms each way, the connection set up in one round trip). Through it, POST /contacto with
 * bodies of 8 KiB (the whole form with a 5 000-character message), 22 KiB (the same message in
 * 4-byte characters) and 64 KiB (the path's limit), to the real front server with a handler that
 * reads the body. Printed: when the server had the headers, and the whole body, after accepting
 * the connection.
 */
import net from 'node:net'

import { createFrontServer } from '../server/request-guard.mjs'

const BYTES_PER_SECOND = 400_000 / 8
const ONE_WAY_MS = 200

/** @type {{ headersMs: number, wholeMs: number }[]} */
const timings = []
const accepted = new WeakMap()
const server = createFrontServer(async () => ({
  handleUpgrade: async () => {},
  handleRequest: async (req, res) => {
    const headersMs = Date.now() - accepted.get(req.socket)
    for await (const _chunk of req);
    timings.push({ headersMs, wholeMs: Date.now() - accepted.get(req.socket) })
    res.end('ok')
  },
}))
server.on('connection', (socket) => accepted.set(socket, Date.now()))
server.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const serverPort = /** @type {net.AddressInfo} */ (server.address()).port

/** Forwards `from` to `to` at BYTES_PER_SECOND, each part ONE_WAY_MS late. */
function pipeSlowly(/** @type {net.Socket} */ from, /** @type {net.Socket} */ to) {
  let free = 0
  from.on('data', (/** @type {Buffer} */ chunk) => {
    for (let offset = 0; offset < chunk.length; offset += 1000) {
      const part = chunk.subarray(offset, offset + 1000)
      const now = Date.now()
      free = Math.max(free, now) + (part.length / BYTES_PER_SECOND) * 1000
      setTimeout(() => to.write(part), free - now + ONE_WAY_MS)
    }
  })
  from.on('close', () => setTimeout(() => to.destroy(), 2000))
}

const network = net.createServer((client) => {
  setTimeout(() => {
    const upstream = net.connect(serverPort, '127.0.0.1')
    upstream.on('error', () => {})
    pipeSlowly(client, upstream)
    pipeSlowly(upstream, client)
  }, 2 * ONE_WAY_MS)
})
network.listen(0, '127.0.0.1')
await new Promise((resolve) => network.once('listening', resolve))

/** @param {number} bytes */
function postForm(bytes) {
  return new Promise((resolve) => {
    const socket = net.connect(/** @type {net.AddressInfo} */ (network.address()).port, '127.0.0.1', () => {
      socket.write(
        `POST /contacto HTTP/1.1\r\nHost: example.com\r\nUser-Agent: ${'M'.repeat(150)}\r\nAccept: text/html\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`,
      )
      socket.write(Buffer.alloc(bytes, 'a'))
    })
    socket.on('data', () => socket.destroy())
    socket.on('close', resolve)
  })
}

for (const kib of [8, 22, 64]) {
  await postForm(kib * 1024)
  const { headersMs, wholeMs } = /** @type {{ headersMs: number, wholeMs: number }} */ (timings.at(-1))
  console.log(`${kib} KiB: headers after ${headersMs} ms, whole body after ${wholeMs} ms`)
}
process.exit(0)
