/**
 * Fails when `payload` and any `@payloadcms/*` package differ in version, declared in package.json
 * or installed in node_modules (nested copies included, found through package-lock.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { isPayloadPackage, type PackageVersion, payloadVersionMismatches } from '../../tooling/payload-versions'

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

const manifest = readJson('package.json')
const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies }

const installedPaths = new Set<string>(['node_modules/payload'])
if (existsSync('node_modules/@payloadcms')) {
  for (const name of readdirSync('node_modules/@payloadcms')) installedPaths.add(`node_modules/@payloadcms/${name}`)
}
for (const lockPath of Object.keys(readJson('package-lock.json').packages ?? {})) {
  const name = lockPath.split('node_modules/').pop() ?? ''
  if (lockPath && isPayloadPackage(name)) installedPaths.add(lockPath)
}

const installed: PackageVersion[] = []
for (const where of installedPaths) {
  const file = path.join(where, 'package.json')
  if (!existsSync(file)) continue
  const { name, version } = readJson(file)
  installed.push({ name, version, where })
}

const problems = payloadVersionMismatches(declared, installed)
if (problems.length) {
  console.error(`The Payload packages are not one version:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`payload versions: ${installed.length} packages installed, all at ${declared.payload}`)
