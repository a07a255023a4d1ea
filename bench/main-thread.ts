/**
 * Where a slow phone's main thread goes while a page loads: Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile preset), a trace of the renderer's main thread from the navigation to 2.5 s
 * after `load`, every task's CPU time (the wall clock, which also counts waiting for a core on a busy
 * machine, is the last column) split by stage (bench/lib/main-thread-trace.ts): JavaScript
 * (compiling, running, V8's garbage collection) and the browser's own work, itself split into
 * HTML parsing, style, layout, paint (pre-paint, paint, layerize, commit) and other (loading,
 * fonts, the task scheduler).
 * Each page of COMPARE_PAGES (default `/`, the campaign page /medicare-florida, which must be
 * published, /privacy-policy and /citas) beside the same HTML without any script and a bare Next
 * page, runs interleaved (RUNS, default 7), medians; and issue 37's targets: each page's whole
 * main thread ≤ 1.3 × the bare page's, each page without scripts ≤ 2 × the bare page's browser work.
 * AGAINST=<origin>[,<origin>…] adds the same pages served there (a second build, a proxy that
 * rewrites the HTML with one lever), to compare them in one run.
 *
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/main-thread.ts
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../tooling/chromium'
import { startBareNext } from './lib/bare-next'
import { type MainThread, mainThreadStages, stages } from './lib/main-thread-trace'
import { againstOrigins, median, targetUrl } from './lib/target'
import { startWithoutScripts } from './lib/without-scripts'

const runs = Number(process.env.RUNS || 7)
const paths = (process.env.COMPARE_PAGES || '/,/medicare-florida,/privacy-policy,/citas').split(',')
const categories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute']

type Load = MainThread & { elements: number }

const browser = await chromium.launch(chromiumLaunchOptions)

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await browser.startTracing(page, { categories })
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForTimeout(2500)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
    return { ...mainThreadStages(trace.traceEvents ?? trace), elements }
  } finally {
    await context.close()
  }
}

const withoutScripts = await startWithoutScripts(targetUrl, paths)
const bare = await startBareNext()
try {
  const targets = [
    ...paths.flatMap((path) => [
      { name: path, url: `${targetUrl}${path}`, scripts: true },
      ...againstOrigins.map((origin) => ({ name: `${path} at ${origin}`, url: `${origin}${path}`, scripts: true })),
      { name: `${path} without scripts`, url: `${withoutScripts.url}${path}`, scripts: false },
    ]),
    { name: 'bare Next page', url: bare.url, scripts: true },
  ]
  const rows = new Map<string, Load[]>(targets.map((target) => [target.name, []]))
  // Interleaved: a burst of load on the machine falls on every target alike.
  for (let run = 0; run < runs; run++) {
    for (const target of targets) rows.get(target.name)!.push(await load(target.url))
  }
  const medians = (name: string) => {
    const list = rows.get(name)!
    const of = (pick: (row: Load) => number) => median(list.map(pick))
    return {
      ...Object.fromEntries(stages.map((stage) => [stage, of((row) => row[stage])])),
      browser: of((row) => row.total - row.script),
      total: of((row) => row.total),
      wall: of((row) => row.wall),
      layouts: of((row) => row.layouts),
      elements: of((row) => row.elements),
    } as Record<(typeof stages)[number] | 'browser' | 'total' | 'wall' | 'layouts' | 'elements', number>
  }
  const bareRow = medians('bare Next page')
  const columns = ['JS', 'browser', 'parse', 'style', 'layout', 'paint', 'other', 'total', 'layouts', 'elements', 'wall'] as const
  console.log(`Main thread (trace), CPU slowed 4×, CPU ms, median of ${runs} interleaved loads, ${targetUrl}`)
  console.log(`${'page'.padEnd(44)}${columns.map((column) => column.padStart(9)).join('')}   / bare  target`)
  for (const target of targets) {
    const row = medians(target.name)
    const values = [
      row.script,
      row.browser,
      row.parse,
      row.style,
      row.layout,
      row.paint,
      row.other,
      row.total,
      row.layouts,
      row.elements,
      row.wall,
    ]
    // With scripts: the whole main thread against the bare page's (≤ 1.3); without: the browser's work (≤ 2).
    const ratio = target.scripts ? row.total / bareRow.total : row.browser / bareRow.browser
    const verdict = target.name === 'bare Next page' ? '' : ratio <= (target.scripts ? 1.3 : 2) ? 'ok' : 'NOT'
    const label = target.scripts ? 'total' : 'browser'
    const columns = values.map((value) => value.toFixed(0).padStart(9)).join('')
    console.log(`${target.name.padEnd(44)}${columns}   ${ratio.toFixed(2).padStart(5)} ${label} ${verdict}`)
  }
} finally {
  withoutScripts.stop()
  bare.stop()
  await browser.close()
}
process.exit(0)
