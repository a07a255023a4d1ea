/**
 * Where a slow phone's main thread goes while a page loads: Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile preset), V8's sampling profiler on from the navigation to 2.5 s after `load`,
 * and the busy time split in two: running JavaScript (every sample in a script) and the browser's
 * own work outside it (V8's "(program)": parsing the HTML, style, layout, paint, compiling).
 * Each page of COMPARE_PAGES (default `/`, /medicare-florida, /privacy-policy) beside the same
 * HTML without any script and a bare Next page, runs interleaved (RUNS, default 7), medians.
 * AGAINST=<origin of a second build> adds the same pages served there, to compare two builds in
 * one run.
 *
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/main-thread.ts
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../tooling/chromium'
import { startBareNext } from './lib/bare-next'
import { median, targetUrl } from './lib/target'
import { startWithoutScripts } from './lib/without-scripts'

const runs = Number(process.env.RUNS || 7)
const paths = (process.env.COMPARE_PAGES || '/,/medicare-florida,/privacy-policy').split(',')
const against = process.env.AGAINST?.replace(/\/$/, '')

type Busy = { script: number; browser: number }
type ProfileNode = { id: number; callFrame: { url: string; functionName: string } }

const browser = await chromium.launch(chromiumLaunchOptions)

async function load(url: string): Promise<Busy> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await devtools.send('Profiler.enable')
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 })
    await devtools.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(2500)
    const { profile } = await devtools.send('Profiler.stop')
    const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]))
    const busy: Busy = { script: 0, browser: 0 }
    profile.samples?.forEach((id, index) => {
      const frame = nodes.get(id)!.callFrame
      const milliseconds = (profile.timeDeltas?.[index + 1] ?? 0) / 1000
      if (frame.url) busy.script += milliseconds
      else if (frame.functionName === '(program)') busy.browser += milliseconds
    })
    return busy
  } finally {
    await context.close()
  }
}

const withoutScripts = await startWithoutScripts(targetUrl, paths)
const bare = await startBareNext()
try {
  const targets = [
    ...paths.flatMap((path) => [
      { name: path, url: `${targetUrl}${path}` },
      ...(against ? [{ name: `${path} at ${against}`, url: `${against}${path}` }] : []),
      { name: `${path} without scripts`, url: `${withoutScripts.url}${path}` },
    ]),
    { name: 'bare Next page', url: bare.url },
  ]
  const rows = new Map<string, Busy[]>(targets.map((target) => [target.name, []]))
  // Interleaved: a burst of load on the machine falls on every target alike.
  for (let run = 0; run < runs; run++) {
    for (const target of targets) rows.get(target.name)!.push(await load(target.url))
  }
  const medians = (name: string) => {
    const list = rows.get(name)!
    const script = median(list.map((row) => row.script))
    const outside = median(list.map((row) => row.browser))
    return { script, outside, total: median(list.map((row) => row.script + row.browser)) }
  }
  const bareTotal = medians('bare Next page').total
  console.log(`Main thread, CPU slowed 4×, median of ${runs} interleaved loads, ${targetUrl}`)
  console.log('page                                      JavaScript ms  browser ms  total ms  total / bare')
  for (const target of targets) {
    const m = medians(target.name)
    const columns = [m.script, m.outside, m.total].map((value, index) => value.toFixed(0).padStart([13, 11, 9][index]))
    console.log(`${target.name.padEnd(40)} ${columns.join(' ')}  ${(m.total / bareTotal).toFixed(2).padStart(12)}`)
  }
} finally {
  withoutScripts.stop()
  bare.stop()
  await browser.close()
}
process.exit(0)
