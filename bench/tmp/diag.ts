import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
const url = process.argv[2] || 'http://localhost:3000/'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
const lhr = r!.lhr
writeFileSync('/tmp/lhr.json', JSON.stringify(lhr))
const a = lhr.audits
console.log('perf', lhr.categories.performance.score)
for (const k of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','cumulative-layout-shift','interactive']) console.log(k, a[k].numericValue?.toFixed(0), a[k].score)
const show = (k: string, n = 12) => { const d: any = a[k]?.details; console.log('==', k, a[k]?.displayValue); for (const it of (d?.items ?? []).slice(0, n)) console.log(JSON.stringify(it).slice(0, 300)) }
show('largest-contentful-paint-element'); show('lcp-breakdown-insight'); show('bootup-time'); show('mainthread-work-breakdown'); show('long-tasks', 20); show('render-blocking-insight'); show('network-requests', 40); show('font-display-insight')
await chrome.kill(); process.exit(0)
