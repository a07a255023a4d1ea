/**
 * The front server (server/request-guard.mjs) on loopback, with a handler behind it that reads
 * the body as Next does, and raw connections from chosen loopback addresses that send what they
 * are told and then nothing: the slow-client and slow-body tests' shared set-up.
 */
import { once } from 'node:events'
import type http from 'node:http'
import net from 'node:net'

import { createFrontServer } from '../../server/request-guard.mjs'

/** A raw connection: what it has received so far, and when it closed. */
export type RawConnection = { socket: net.Socket; answer: () => string; closed: Promise<number> }

export type FrontServerOnLoopback = {
  server: http.Server
  port: number
  /** A connection from `address` (127.0.0.x) that sends `bytes` and then nothing unless told. */
  connect: (address: string, bytes: string) => Promise<RawConnection>
  /** Closes the server and every connection made through `connect`. */
  close: () => void
}

export async function startFrontServer(ceiling: number): Promise<FrontServerOnLoopback> {
  const handleRequest = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let received = 0
    for await (const chunk of req) received += chunk.length
    res.end(JSON.stringify({ received }))
  }
  const server = createFrontServer(async () => ({ handleRequest }), { ceiling, proxied: false })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  const sockets: net.Socket[] = []

  async function connect(address: string, bytes: string): Promise<RawConnection> {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: address })
    sockets.push(socket)
    socket.on('error', () => {})
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    const connection: RawConnection = {
      socket,
      answer: () => Buffer.concat(received).toString('utf8'),
      closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now()))),
    }
    await once(socket, 'connect')
    socket.write(bytes)
    return connection
  }

  const close = () => {
    for (const socket of sockets) socket.destroy()
    server.close()
  }
  return { server, port, connect, close }
}
