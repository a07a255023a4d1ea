import { fileURLToPath } from 'node:url'

/**
 * The production server run by this Node: server/start.mjs, Next's request handler behind the
 * project's thin HTTP server (client address from the socket, body limits). npm start, the e2e
 * and bench servers and the Docker image all run it; it takes `next start`'s -p, -H options.
 */
export function serverCommand(...args: string[]): [string, string[]] {
  return [process.execPath, [fileURLToPath(new URL('../server/start.mjs', import.meta.url)), ...args]]
}
