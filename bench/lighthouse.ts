/**
 * Lighthouse (v12), three runs per page (five with --compare), medians.
 *
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts [--compare] [--devtools]
 *   default     `/` and the legal pages, mobile and desktop presets: scores and LCP / TBT / CLS.
 *   --compare   mobile preset only, five runs: each page of COMPARE_PAGES (default `/`, the campaign
 *               page /medicare-florida, which must be published, /privacy-policy and /citas) side by side
 *               with the same HTML without any script (a loopback proxy strips them,
 *               bench/lib/without-scripts.ts) and a bare Next page (bench/bare-next, built on first
 *               use), runs interleaved so all share the machine's load; prints each page's figures
 *               against issue 37's targets (performance ≥ bare − 2, LCP ≤ 1.15 × bare, TBT ≤ bare + 50 ms,
 *               CLS 0), with LCP over the no-script copy's beside them.
 *               AGAINST=<origin>[,<origin>…] adds the same pages served there (another build, a proxy
 *               that rewrites the HTML with one lever) to the same interleaved runs.
 *   --devtools  throttles the browser itself (network and 4x CPU, `--throttling-method=devtools`)
 *               instead of simulating from an unthrottled load: slower to run, no race between
 *               what happened to finish before the first paint on this machine and what did not.
 *   --pages     mobile preset only, `/` side by side with the published campaign pages (CAMPAIGN_PAGES,
 *               default the seeded /medicare-florida and /obamacare-2027), runs interleaved; prints
 *               each page's scores and its LCP ratio to `/`'s.
 * Every row also shows the LCP Chromium observed while loading the page unthrottled (the trace
 * Lighthouse's simulation starts from), beside the simulated mobile one.
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; installed when missing, as root).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { chromiumFlags, chromiumPath } from '../tooling/chromium'
import { startBareNext } from './lib/bare-next'
import { requireTools } from './lib/require-tools'
import { againstOrigins, median, pages, targetUrl } from './lib/target'
import { startWithoutScripts } from './lib/without-scripts'

requireTools({ [chromiumPath]: 'chromium' })

const compare = process.argv.includes('--compare')
const runs = Number(process.env.RUNS || (compare ? 5 : 3))
const campaignPages = process.argv.includes('--pages')
const throttlingMethod = process.argv.includes('--devtools') ? 'devtools' : 'simulate'
const throttlingLabel = throttlingMethod === 'devtools' ? 'devtools throttling' : 'simulated throttling'
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
})

type Row = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  observedLcp: number
  tbt: number
  cls: number
}

async function audit(url: string, preset: 'mobile' | 'desktop'): Promise<Row> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result!.lhr
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
  const numeric = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    observedLcp: observed?.observedLargestContentfulPaint ?? Number.NaN,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  }
}

const medians = (rows: Row[]) => (key: keyof Row) => median(rows.map((row) => row[key]))
const ms = (value: number, width: number) => value.toFixed(0).padStart(width)
/** FCP, LCP, observed LCP, TBT and CLS of a page's medians, in the tables' columns. */
const timingColumns = (m: (key: keyof Row) => number) =>
  `${ms(m('fcp'), 7)}  ${ms(m('lcp'), 6)}  ${ms(m('observedLcp'), 10)}  ${ms(m('tbt'), 6)}  ${m('cls').toFixed(3)}`

async function allPages() {
  console.log(`Lighthouse 12, ${throttlingLabel}, median of ${runs} runs, ${targetUrl}`)
  console.log('preset   page                 perf  a11y  best  seo   FCP ms  LCP ms  (observed)  TBT ms  CLS')
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const rows: Row[] = []
      for (let run = 0; run < runs; run++) rows.push(await audit(`${targetUrl}${page}`, preset))
      const m = medians(rows)
      const scores = [m('performance'), m('accessibility'), m('bestPractices'), m('seo')].map((score) => String(score).padStart(4))
      const timings = timingColumns(m)
      console.log(`${preset.padEnd(8)} ${page.padEnd(20)} ${scores.join('  ')}  ${timings}`)
    }
  }
}

type Target = { name: string; url: string }

/**
 * Issue 37's bar for a page, all against the bare page of the same run (a busy machine moves both):
 * score ≥ its median − 2, LCP ≤ 1.15 × its, TBT ≤ its + 50 ms, CLS 0; and LCP beside the no-script copy.
 */
function verdict(site: (key: keyof Row) => number, withoutScripts: (key: keyof Row) => number, bare: (key: keyof Row) => number): string {
  const checks = [
    [`perf ${site('performance')} ≥ ${bare('performance') - 2}`, site('performance') >= bare('performance') - 2],
    [`LCP/bare ${(site('lcp') / bare('lcp')).toFixed(2)} ≤ 1.15`, site('lcp') <= 1.15 * bare('lcp')],
    [`TBT ${site('tbt').toFixed(0)} ≤ ${(bare('tbt') + 50).toFixed(0)}`, site('tbt') <= bare('tbt') + 50],
    [`CLS ${site('cls').toFixed(3)} = 0`, site('cls') < 0.0005],
    [`(LCP/no-script ${(site('lcp') / withoutScripts('lcp')).toFixed(2)})`, true],
  ] as const
  return checks.map(([label, met]) => `${met ? 'ok ' : 'NOT'} ${label}`).join('; ')
}

async function sideBySide() {
  const paths = (process.env.COMPARE_PAGES || '/,/medicare-florida,/privacy-policy,/citas').split(',')
  const withoutScripts = await startWithoutScripts(targetUrl, paths)
  const bare = await startBareNext()
  try {
    const targets: Target[] = [
      ...paths.flatMap((path) => [
        { name: path, url: `${targetUrl}${path}` },
        ...againstOrigins.map((origin) => ({ name: `${path} at ${origin}`, url: `${origin}${path}` })),
        { name: `${path} without scripts`, url: `${withoutScripts.url}${path}` },
      ]),
      { name: 'bare Next page', url: bare.url },
    ]
    for (const target of targets) {
      const status = (await fetch(target.url)).status
      if (status !== 200) throw new Error(`${target.url} answered ${status}: publish the campaign page first (docs/performance.md)`)
    }
    const rows = new Map<string, Row[]>(targets.map((target) => [target.name, []]))
    // Interleaved: a burst of load on the machine falls on every target alike.
    for (let run = 0; run < runs; run++) {
      for (const target of targets) rows.get(target.name)!.push(await audit(target.url, 'mobile'))
    }
    console.log(`Lighthouse 12, mobile preset (${throttlingLabel}), median of ${runs} interleaved runs, ${targetUrl}`)
    console.log('page                              perf   FCP ms  LCP ms  (observed)  TBT ms  CLS    LCP runs')
    for (const target of targets) {
      const list = rows.get(target.name)!
      const m = medians(list)
      const lcpRuns = list.map((row) => row.lcp.toFixed(0)).join(', ')
      const timings = timingColumns(m)
      console.log(`${target.name.padEnd(48)} ${String(m('performance')).padStart(4)}  ${timings}  ${lcpRuns}`)
    }
    const bareMedians = medians(rows.get('bare Next page')!)
    for (const path of paths) {
      const noScript = medians(rows.get(`${path} without scripts`)!)
      for (const name of [path, ...againstOrigins.map((origin) => `${path} at ${origin}`)]) {
        console.log(`${name}: ${verdict(medians(rows.get(name)!), noScript, bareMedians)}`)
      }
    }
  } finally {
    withoutScripts.stop()
    bare.stop()
  }
}

async function pagesBesideTheLanding() {
  const paths = ['/', ...(process.env.CAMPAIGN_PAGES || '/medicare-florida,/obamacare-2027').split(',')]
  const rows = new Map<string, Row[]>(paths.map((path) => [path, []]))
  // Interleaved: a burst of load on the machine falls on every page alike.
  for (let run = 0; run < runs; run++) {
    for (const path of paths) rows.get(path)!.push(await audit(`${targetUrl}${path}`, 'mobile'))
  }
  console.log(`Lighthouse 12, mobile preset (${throttlingLabel}), median of ${runs} interleaved runs, ${targetUrl}`)
  console.log('page                 perf  a11y  best  seo   FCP ms  LCP ms  (observed)  TBT ms  CLS    LCP / landing')
  const landingLcp = medians(rows.get('/')!)('lcp')
  for (const path of paths) {
    const m = medians(rows.get(path)!)
    const scores = [m('performance'), m('accessibility'), m('bestPractices'), m('seo')].map((score) => String(score).padStart(4))
    const timings = timingColumns(m)
    console.log(`${path.padEnd(20)} ${scores.join('  ')}  ${timings}  ${(m('lcp') / landingLcp).toFixed(2)}`)
  }
}

try {
  await (compare ? sideBySide() : campaignPages ? pagesBesideTheLanding() : allPages())
} finally {
  await chrome.kill()
}
process.exit(0)
