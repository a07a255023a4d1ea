/**
 * First-load JavaScript of a page: the gzip size of every <script src> in its initial HTML.
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/bundle.ts [path]   (default path /)
 */
import { gzipSync } from 'node:zlib'

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1)

import { targetUrl } from './lib/target'

const path = process.argv[2] || '/'
const html = await (await fetch(`${targetUrl}${path}`)).text()
// `noModule` scripts are polyfills only legacy browsers download.
const sources = [
  ...new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
      .filter((match) => !/nomodule/i.test(match[1] + match[3]))
      .map((match) => match[2]),
  ),
]
const inlineBytes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
  (sum, match) => sum + Buffer.byteLength(match[1]),
  0,
)

let total = 0
for (const source of sources) {
  const body = Buffer.from(await (await fetch(new URL(source, targetUrl))).arrayBuffer())
  const gzipped = gzipSync(body, { level: 9 }).length
  total += gzipped
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB gz  ${(body.length / 1024).toFixed(1).padStart(7)} KB raw  ${source}`)
}
console.log(`first-load JS of ${path}: ${(total / 1024).toFixed(1)} KB gzip in ${sources.length} scripts`)
console.log(
  `HTML: ${kilobytes(gzipSync(Buffer.from(html), { level: 9 }).length)} KB gzip (inline scripts ${kilobytes(inlineBytes)} KB raw)`,
)
