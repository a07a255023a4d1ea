import { legalDocumentSlugs } from '../../src/lib/legal-document-slugs.mjs'

/** The site the benchmarks measure: a running production server (`npm run build && npm start`). */
export const targetUrl = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')

/** Other origins serving the same pages (another build, a lever's proxy), compared in the same runs: AGAINST=<origin>,… */
export const againstOrigins = (process.env.AGAINST || '')
  .split(',')
  .filter(Boolean)
  .map((origin) => origin.replace(/\/$/, ''))

export const pages = ['/', ...legalDocumentSlugs.map((slug) => `/${slug}`)]

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
