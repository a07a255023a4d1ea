/**
 * A newcomer's first run, on a fresh clone of this checkout's HEAD (or of --ref <commit>) in a
 * temporary folder:
 * - install: `npm install` into an empty node_modules (only with --install: slow, and it reuses
 *   npm's local cache, so it measures unpacking and scripts more than the network);
 * - dev: `npm run dev` until the first 200 of `/`, each run on a fresh database and no `.next`;
 *   every error-looking line the server printed is listed;
 * - start: `npm run build` once, then `npm start` until the first 200 of `/`, each run on a fresh
 *   database.
 * Without --install the clone gets this checkout's node_modules as hard links, then `npm install`
 * settles it to the clone's own lock (so --ref of an older commit runs on that commit's Node).
 * The commands run with a PATH free of any node_modules/.bin, as from a new shell.
 * With --compare <commit>, a second clone of that commit is measured too, the runs of the two
 * alternating (before, after, before, after, …), so both see the same load on a shared machine.
 * Usage: npx tsx bench/startup.ts [--ref <commit>] [--compare <commit>] [--install] [--runs N] [--port P] [--log]
 *   [dev] [start]
 * (default: dev and start, 3 runs each, port 3412). Prints seconds and the medians; --log prints
 * the servers' output with the seconds since the command started.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'

import { median } from './lib/target'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ref: { type: 'string', default: 'HEAD' },
    compare: { type: 'string' },
    install: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3412' },
    log: { type: 'boolean', default: false },
  },
})
const modes = positionals.length ? positionals : ['dev', 'start']
const runs = Number(values.runs)
const port = Number(values.port)
const checkout = path.resolve(import.meta.dirname, '..')
const clones: string[] = []
const ERROR_LOOKING = /error|fail|⨯|✗|⚠|warn|deprecat|unsupported|refus|cannot|unable/i

/** The environment of a new shell: no npm run-script variables, no project's .bin on PATH. */
const shellEnv: NodeJS.ProcessEnv = { ...process.env }
for (const key of Object.keys(shellEnv)) if (key.startsWith('npm_')) delete shellEnv[key]
shellEnv.PATH = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`))
  .join(path.delimiter)

function timed(clone: string, command: string, args: string[]): number {
  const started = Date.now()
  execFileSync(command, args, { cwd: clone, env: shellEnv, stdio: ['ignore', 'ignore', 'inherit'] })
  return (Date.now() - started) / 1000
}

/**
 * Asks for `/` until it answers 200, as a browser left open would; returns the seconds since
 * `since` and every earlier answer that was not a 200 (status or error, with its second).
 */
async function firstOk(since: number, deadlineMs = 300_000) {
  const misses: string[] = []
  while (Date.now() - since < deadlineMs) {
    const asked = (Date.now() - since) / 1000
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      await response.arrayBuffer()
      if (response.status === 200) return { seconds: (Date.now() - since) / 1000, misses }
      misses.push(`${response.status} (asked at ${asked.toFixed(1)} s)`)
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      // Refused: nothing listening yet, the expected answer before the server starts.
      if (cause !== 'ECONNREFUSED') misses.push(`${cause ?? (error as Error).message} (asked at ${asked.toFixed(1)} s)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`/ did not answer 200 within ${deadlineMs / 1000} s`)
}

/** Spawns `npm <args>` in the clone, returns seconds to the first 200 of `/` and the error-looking lines. */
async function firstPage(clone: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now()
  const child = spawn('npm', args, { cwd: clone, env: { ...shellEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
    if (values.log)
      for (const line of stripVTControlCharacters(String(chunk)).trimEnd().split('\n'))
        console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s ${line}`)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`npm ${args.join(' ')} ended (${code}) before serving /:\n${output}`))),
  )
  try {
    const { seconds, misses } = await Promise.race([firstOk(started), exited])
    const cpu = groupCpuSeconds(child.pid!)
    // Whatever the first request made the server print.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const lines = stripVTControlCharacters(output)
      .split('\n')
      // Next's list of experiments marks one turned off with ⨯ (Payload turns turbopackServerFastRefresh off).
      .filter((line) => ERROR_LOOKING.test(line) && !/^\s+⨯ \w+$/.test(line))
    return { seconds, cpu, lines, misses }
  } finally {
    await stopGroup(child.pid!)
  }
}

/** CPU seconds used so far by the processes of group `pgid` (Linux /proc), their reaped children included. */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')
      // After the command's name: state is field 3, pgrp 5, utime 14, stime 15, cutime 16, cstime 17.
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100
}

/** SIGINT to the whole group (npm, tsx, Next, Postgres), as Ctrl-C does; SIGKILL after 30 s. */
async function stopGroup(pid: number) {
  const alive = () => {
    try {
      process.kill(-pid, 0)
      return true
    } catch {
      return false
    }
  }
  if (alive()) process.kill(-pid, 'SIGINT')
  const deadline = Date.now() + 30_000
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  if (alive()) process.kill(-pid, 'SIGKILL')
}

function printRun(mode: string, run: number, result: Awaited<ReturnType<typeof firstPage>>) {
  const cpu = `CPU ${result.cpu.toFixed(1)} s`
  console.log(
    `${mode} run ${run}: first 200 of / after ${result.seconds.toFixed(1)} s (${cpu}), ${result.lines.length} error-looking lines`,
  )
  if (result.misses.length) console.log(`  answers before the first 200: ${result.misses.join(', ')}`)
  for (const line of result.lines) console.log(`  | ${line}`)
}

function report(label: string, seconds: number[]) {
  console.log(`${label}: median ${median(seconds).toFixed(1)} s (runs ${seconds.map((value) => value.toFixed(1)).join(', ')})`)
}

/** A fresh clone of `ref` in a temporary folder, its node_modules installed; returns the folder and the commit. */
function prepareClone(ref: string) {
  const clone = mkdtempSync(path.join(tmpdir(), 'bench-startup-'))
  clones.push(clone)
  // Run as root, the embedded Postgres runs as the postgres user, who must reach its data folder.
  chmodSync(clone, 0o755)
  execFileSync('git', ['clone', '--quiet', checkout, clone])
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', ref])
  const commit = execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  console.log(`fresh clone of ${commit} in ${clone}`)
  if (values.install) {
    console.log(`install ${commit}: npm install ${timed(clone, 'npm', ['install', '--no-audit', '--no-fund']).toFixed(1)} s`)
  } else {
    execFileSync('cp', ['-al', path.join(checkout, 'node_modules'), path.join(clone, 'node_modules')])
    timed(clone, 'npm', ['install', '--no-audit', '--no-fund'])
  }
  const node = execFileSync('npm', ['exec', '--', 'node', '--version'], { cwd: clone, env: shellEnv, encoding: 'utf8' }).trim()
  console.log(`node for ${commit}'s scripts: ${node}`)
  return { clone, commit }
}

const production = {
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
  RECORDS_HMAC_KEY: 'bench-records-key-0123456789abcdef0123456789',
  NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'bench@agencia.example',
  ADMIN_PASSWORD: 'tamarindo pelícano brújula madrugada',
}

try {
  const subjects = [...(values.compare ? [prepareClone(values.compare)] : []), prepareClone(values.ref)]
  if (modes.includes('dev')) {
    const seconds = new Map(subjects.map((subject) => [subject.commit, [] as number[]]))
    for (let run = 1; run <= runs; run++) {
      for (const { clone, commit } of subjects) {
        rmSync(path.join(clone, '.data'), { recursive: true, force: true })
        rmSync(path.join(clone, '.next'), { recursive: true, force: true })
        const result = await firstPage(clone, ['run', 'dev', '--', '-p', String(port)], { PORT: String(port) })
        seconds.get(commit)?.push(result.seconds)
        printRun(`dev ${commit}`, run, result)
      }
    }
    for (const [commit, list] of seconds) report(`dev ${commit}, fresh database and .next, to the first 200 of /`, list)
  }

  if (modes.includes('start')) {
    for (const { clone, commit } of subjects)
      console.log(`build ${commit}: npm run build ${timed(clone, 'npm', ['run', 'build']).toFixed(1)} s`)
    const seconds = new Map(subjects.map((subject) => [subject.commit, [] as number[]]))
    for (let run = 1; run <= runs; run++) {
      for (const { clone, commit } of subjects) {
        rmSync(path.join(clone, '.data'), { recursive: true, force: true })
        const result = await firstPage(clone, ['start', '--', '-H', '127.0.0.1', '-p', String(port)], production)
        seconds.get(commit)?.push(result.seconds)
        printRun(`start ${commit}`, run, result)
      }
    }
    for (const [commit, list] of seconds) report(`start ${commit} (production build), fresh database, to the first 200 of /`, list)
  }
} finally {
  for (const clone of clones) rmSync(clone, { recursive: true, force: true })
}
process.exit(0)
