import { describe, expect, it } from 'vitest'

import { payloadVersionMismatches } from '../../../../tooling/payload-versions'

const at = (name: string, version: string) => ({ name, version, where: `node_modules/${name}` })

describe('payloadVersionMismatches', () => {
  it('passes a family declared and installed at one version', () => {
    const declared = { payload: '3.90.1', '@payloadcms/next': '3.90.1', next: '16.4.6' }
    expect(payloadVersionMismatches(declared, [at('payload', '3.90.1'), at('@payloadcms/next', '3.90.1')])).toEqual([])
  })

  it('names a plugin declared at another version than payload', () => {
    const declared = { payload: '3.90.2', '@payloadcms/plugin-seo': '3.90.1' }
    expect(payloadVersionMismatches(declared, [at('payload', '3.90.2')])).toEqual([
      'package.json: @payloadcms/plugin-seo is "3.90.1", payload is "3.90.2"',
    ])
  })

  it('names an installed package that drifted from the declared version, nested copies too', () => {
    const declared = { payload: '3.90.1', '@payloadcms/ui': '3.90.1' }
    const nested = { name: '@payloadcms/ui', version: '3.90.2', where: 'node_modules/@payloadcms/next/node_modules/@payloadcms/ui' }
    expect(payloadVersionMismatches(declared, [at('payload', '3.90.1'), at('@payloadcms/ui', '3.90.1'), nested])).toEqual([
      'node_modules/@payloadcms/next/node_modules/@payloadcms/ui: @payloadcms/ui 3.90.2 installed, payload is 3.90.1',
    ])
  })

  it('refuses a version range and a missing installation', () => {
    expect(payloadVersionMismatches({ payload: '^3.90.1' }, [])).toEqual([
      'package.json: payload is "^3.90.1", not an exact version',
      'node_modules/payload is not installed (run npm install)',
    ])
  })
})
