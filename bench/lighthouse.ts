/**
 * Lighthouse (v12, Node 20) for `/` and the legal pages, mobile and desktop presets, three
 * runs each; prints the median scores and LCP / TBT / CLS.
 * Usage: BENCH_URL=http://localhost:3000 npx tsx bench/lighthouse.ts
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; installed when missing, as root).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { chromiumFlags, chromiumPath } from '../tooling/chromium'
import { requireTools } from './lib/require-tools'
import { median, pages, targetUrl } from './lib/target'

requireTools({ [chromiumPath]: 'chromium' })

const runs = Number(process.env.RUNS || 3)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
})

type Row = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number }

async function audit(url: string, preset: 'mobile' | 'desktop'): Promise<Row> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error' },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result!.lhr
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
  }
}

try {
  console.log(`Lighthouse 12, median of ${runs} runs, ${targetUrl}`)
  console.log('preset   page                 perf  a11y  best  seo   LCP ms  TBT ms  CLS')
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const rows: Row[] = []
      for (let run = 0; run < runs; run++) rows.push(await audit(`${targetUrl}${page}`, preset))
      const m = (key: keyof Row) => median(rows.map((row) => row[key]))
      const scores = [m('performance'), m('accessibility'), m('bestPractices')].map((score) => String(score).padStart(4))
      const timings = `${m('lcp').toFixed(0).padStart(7)}  ${m('tbt').toFixed(0).padStart(6)}  ${m('cls').toFixed(3)}`
      console.log(`${preset.padEnd(8)} ${page.padEnd(20)} ${scores.join('  ')}  ${String(m('seo')).padStart(3)}  ${timings}`)
    }
  }
} finally {
  await chrome.kill()
}
process.exit(0)
