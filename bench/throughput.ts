/**
 * Origin throughput of the cached landing page next to nginx serving the same bytes.
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/throughput.ts
 * Uses Debian's `wrk` and `nginx` (installed when missing, as root). Runs `wrk -t1 -c50 -d10s`
 * against the site and, in the same run, against nginx; prints requests/s, p99 and the ratio.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { requireTools } from './lib/require-tools'
import { median, targetUrl } from './lib/target'

requireTools({ wrk: 'wrk', nginx: 'nginx-light' })

type WrkResult = { requestsPerSecond: number; p99Ms: number; non2xx: number }

function toMs(value: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value)
  if (!match) return Number.NaN
  const number = Number(match[1])
  return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number
}

function wrk(url: string): WrkResult {
  const output = execFileSync('wrk', ['-t1', '-c50', '-d10s', '--latency', '-H', 'Accept-Encoding: gzip, br', url], { encoding: 'utf8' })
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])
  const p99Ms = toMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? '')
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  return { requestsPerSecond, p99Ms, non2xx }
}

const html = await (await fetch(`${targetUrl}/`)).text()
const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
writeFileSync(path.join(dir, 'index.html'), html)
const nginxPort = 3999
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  gzip on;
  gzip_types text/html;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir};
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
)
const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
await new Promise((resolve) => setTimeout(resolve, 500))
try {
  // Warm both, then alternate site and nginx, three rounds by default, in this same run.
  const rounds = Number(process.env.RUNS || 3)
  wrk(`${targetUrl}/`)
  wrk(`http://127.0.0.1:${nginxPort}/`)
  const sites: WrkResult[] = []
  const references: WrkResult[] = []
  const row = (name: string, result: WrkResult) =>
    `${name.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
    `p99 ${result.p99Ms.toFixed(1).padStart(6)} ms   non-2xx ${result.non2xx}`
  console.log(`GET / (${Buffer.byteLength(html)} bytes of HTML), wrk -t1 -c50 -d10s, gzip accepted, ${rounds} rounds`)
  for (let round = 1; round <= rounds; round++) {
    sites.push(wrk(`${targetUrl}/`))
    references.push(wrk(`http://127.0.0.1:${nginxPort}/`))
    console.log(row(`site #${round}`, sites.at(-1)!))
    console.log(row(`nginx #${round}`, references.at(-1)!))
  }
  const medianOf = (results: WrkResult[]): WrkResult => ({
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  })
  console.log(row('site median', medianOf(sites)))
  console.log(row('nginx median', medianOf(references)))
  const ratios = sites.map((site, index) => site.requestsPerSecond / references[index].requestsPerSecond)
  console.log(`ratio site/nginx per round: ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')}; median ${median(ratios).toFixed(3)}`)
} finally {
  nginx.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}
