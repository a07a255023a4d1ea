// @vitest-environment node
/**
 * One Node major everywhere: the tests (this worker), the production image, `engines` and the
 * Node the project installs for itself. A bump that forgets one of them fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const major = read('.nvmrc').trim().replace(/^v/, '')
const pkg = JSON.parse(read('package.json'))
const supportedRange = `>=${major} <${Number(major) + 1}`

describe(`Node ${major} (.nvmrc)`, () => {
  it('runs the tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(major)
  })

  it('is the Node the project installs for its scripts and tests', () => {
    expect(pkg.devDependencies.node.split('.')[0]).toBe(major)
  })

  it('is what engines and devEngines ask for', () => {
    expect(pkg.engines.node).toBe(supportedRange)
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: supportedRange })
  })

  it('is the base of every stage of the production image', () => {
    const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1])
    expect(bases.length).toBeGreaterThan(0)
    for (const base of bases) expect(base).toBe(`node:${major}-bookworm-slim`)
  })
})
