import { execFileSync, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const hasCommand = (command: string) => {
  if (command.startsWith('/')) return existsSync(command)
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
}

/**
 * Makes sure the Debian tools a benchmark drives are there: installs the missing ones with
 * apt-get when running as root (as `npm test` does for Chromium), otherwise stops with the
 * command to run. `tools` maps a command (or absolute path) to its Debian package.
 */
export function requireTools(tools: Record<string, string>): void {
  const missing = Object.entries(tools)
    .filter(([command]) => !hasCommand(command))
    .map(([, debianPackage]) => debianPackage)
  if (missing.length === 0) return
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log(`[bench] installing ${missing.join(', ')}`)
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return
  }
  console.error(`[bench] missing tools. Install them with: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`)
  process.exit(1)
}
