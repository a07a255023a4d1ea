/**
 * Payload refuses plugins whose version differs from its own, and its packages share internal
 * APIs between them: `payload` and every `@payloadcms/*` package must be one version, both as
 * package.json declares them and as node_modules holds them (a lockfile can drift from both).
 */
export type PackageVersion = { name: string; version: string; where: string }

export const isPayloadPackage = (name: string) => name === 'payload' || name.startsWith('@payloadcms/')

/** One line per package that differs from the declared `payload`; empty when the family is one version. */
export function payloadVersionMismatches(declared: Record<string, string>, installed: PackageVersion[]): string[] {
  const expected = declared.payload
  if (!expected) return ['package.json declares no "payload" dependency']
  const problems: string[] = []
  if (!/^\d+\.\d+\.\d+$/.test(expected)) problems.push(`package.json: payload is "${expected}", not an exact version`)
  for (const [name, version] of Object.entries(declared)) {
    if (isPayloadPackage(name) && version !== expected) problems.push(`package.json: ${name} is "${version}", payload is "${expected}"`)
  }
  if (!installed.some((entry) => entry.name === 'payload')) problems.push('node_modules/payload is not installed (run npm install)')
  for (const entry of installed) {
    if (entry.version !== expected) problems.push(`${entry.where}: ${entry.name} ${entry.version} installed, payload is ${expected}`)
  }
  return problems
}
