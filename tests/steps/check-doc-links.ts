/**
 * Every relative link in README.md and docs/*.md leads somewhere: the file exists and, when the
 * link names a heading (`file.md#anchor`, `#anchor`), that file has the heading, by GitHub's
 * anchor rule. Links to other sites are not followed (this machine has no internet).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
]

/** The prose of a Markdown file: fenced code blocks blanked out (their lines kept for numbering). */
function prose(text: string): string[] {
  let fenced = false
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return ''
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '')
  })
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of prose(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const text = heading[1].replace(/[*_]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

const broken: string[] = []
let checked = 0
for (const document of documents) {
  const file = path.join(root, document)
  prose(readFileSync(file, 'utf8')).forEach((line, index) => {
    for (const [, target] of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // another site, mailto:, tel:
      checked++
      const [filePart, anchor] = target.split('#')
      const linked = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file
      const where = `${document}:${index + 1} → ${target}`
      if (!existsSync(linked)) broken.push(`${where}: no such file`)
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor))
        broken.push(`${where}: no heading with that anchor`)
    }
  })
}
if (broken.length) {
  console.error(`Broken links in the documentation:\n  ${broken.join('\n  ')}`)
  process.exit(1)
}
console.log(`documentation links: ${checked} relative links in ${documents.length} files, all lead somewhere`)
