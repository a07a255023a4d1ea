/**
 * Where a cached page's time goes: the production server under `wrk -t1 -c50 -d10s` on one path
 * (default `/`, gzip accepted), with V8's CPU profiler on its main thread and every thread's CPU
 * seconds read from /proc (the main thread runs the front server, Next and React; zlib's gzip
 * runs on libuv's thread pool; V8 collects garbage on helper threads too).
 *
 * Usage: npm run build && npx tsx bench/throughput-profile.ts [path]
 * Starts its own server on loopback (the project's database, as bench/contact-post.ts does) and
 * prints: requests/s, CPU seconds per thread group, and the main thread's self time by module.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../tooling/embedded-postgres'
import { startProductionServer } from './lib/production-server'
import { requireTools } from './lib/require-tools'

requireTools({ wrk: 'wrk' })

const page = process.argv[2] ?? '/'
const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'))
const ticksPerSecond = 100 // USER_HZ on Linux

type ThreadTimes = Map<string, number>

/** CPU seconds (user + system) of each thread of `pid`, summed by thread name. */
function threadSeconds(pid: number): ThreadTimes {
  const times: ThreadTimes = new Map()
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
    const group = task === String(pid) ? 'main thread (JS: front server, Next, React)' : threadGroup(name)
    times.set(group, (times.get(group) ?? 0) + seconds)
  }
  return times
}

function threadGroup(name: string): string {
  if (name.startsWith('libuv-worker')) return 'libuv pool (zlib gzip, file reads)'
  if (name.startsWith('V8') || name.includes('DefaultWorker')) return 'V8 helpers (GC, compiler)'
  return `other (${name})`
}

function difference(after: ThreadTimes, before: ThreadTimes): ThreadTimes {
  return new Map([...after].map(([group, seconds]) => [group, seconds - (before.get(group) ?? 0)]))
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const frontServerDir = new URL('../server/', import.meta.url).href

/** Which part of the stack a function belongs to, by its file. */
function moduleOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame
  if (!url) return functionName.startsWith('(') ? functionName : `native: ${functionName || '(anonymous)'}`
  if (url.startsWith(frontServerDir)) return 'front server (server/*.mjs)'
  if (url.includes('next/dist/compiled/compression') || url === 'node:zlib') return 'gzip (compression, node:zlib)'
  if (url.includes('incremental-cache') || url.includes('response-cache')) return "Next's cache read"
  if (url.includes('.next/server/') && url.includes('middleware')) return 'proxy.ts (Next middleware)'
  if (url.includes('.next/server/')) return 'the app (built routes)'
  if (url.includes('react-dom') || url.includes('react-server')) return 'React'
  if (url.includes('next/dist/')) return `Next (${url.split('next/dist/')[1].split('/').slice(0, 2).join('/')})`
  if (url.startsWith('node:')) return `Node (${url.slice(5).split('/').slice(0, 2).join('/')})`
  return url.split('/node_modules/').at(-1)?.split('/')[0] ?? url
}

/** Self time (ms) by `groupOf` of the samples taken in the last `windowMs` of the profile. */
function selfTime(profile: CpuProfile, windowMs: number, groupOf: (frame: ProfileNode['callFrame']) => string | null): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  const from = profile.endTime - windowMs * 1000
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]
    if (at < from) return
    const group = groupOf(nodes.get(id)!.callFrame)
    if (group === null) return
    totals.set(group, (totals.get(group) ?? 0) + profile.timeDeltas[index] / 1000)
  })
  return totals
}

const port = await freePort()
const server = await startProductionServer(port, {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim(),
})
const loadStarted = Date.now()
let loadEnded = loadStarted
try {
  const url = `${server.url}${page}`
  execFileSync('wrk', ['-t1', '-c50', '-d5s', '-H', 'Accept-Encoding: gzip, br', url]) // warm
  const serverPid = Number(execFileSync('sh', ['-c', `ss -ltnpH 'sport = :${port}'`], { encoding: 'utf8' }).match(/pid=(\d+)/)?.[1])
  const before = threadSeconds(serverPid)
  const output = execFileSync('wrk', ['-t1', '-c50', '-d10s', '--latency', '-H', 'Accept-Encoding: gzip, br', url], { encoding: 'utf8' })
  const spent = difference(threadSeconds(serverPid), before)
  const requests = Number(/(\d+) requests in/.exec(output)?.[1])
  console.log(
    `GET ${page}, wrk -t1 -c50 -d10s, gzip accepted: ${requests} requests, ${/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]} req/s`,
  )
  console.log('CPU of the server process during the run, by thread:')
  for (const [group, seconds] of [...spent].sort((a, b) => b[1] - a[1])) {
    if (seconds > 0)
      console.log(`  ${group.padEnd(48)} ${seconds.toFixed(2).padStart(6)} s   ${((seconds / requests) * 1e3).toFixed(2)} ms/request`)
  }
  loadEnded = Date.now()
} finally {
  await server.stop()
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
if (file) {
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile
  // The profile ends when the server exits, a moment after the load: its last seconds are the load.
  const windowMs = loadEnded - loadStarted + 1500
  const totals = [...selfTime(profile, windowMs, moduleOf)].filter(([group]) => group !== '(idle)').sort((a, b) => b[1] - a[1])
  const busy = totals.reduce((sum, [, ms]) => sum + ms, 0)
  console.log('Main thread self time during the warm-up and the run, by module (idle left out):')
  for (const [group, ms] of totals.slice(0, 12))
    console.log(`  ${group.padEnd(48)} ${(ms / 1000).toFixed(2).padStart(6)} s   ${((ms / busy) * 100).toFixed(1)} %`)
  const [topGroup] = totals[0]
  const functionsOfTopGroup = selfTime(profile, windowMs, (frame) =>
    moduleOf(frame) === topGroup ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1)}` : null,
  )
  console.log(`The functions of "${topGroup}" with the most self time:`)
  for (const [name, ms] of [...functionsOfTopGroup].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`  ${name.slice(0, 70).padEnd(70)} ${(ms / 1000).toFixed(2).padStart(6)} s`)
  }
}
rmSync(profileDir, { recursive: true, force: true })
process.exit(0)
