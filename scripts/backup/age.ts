/**
 * Optional encryption of backup archives to a public key with age (https://age-encryption.org,
 * Debian's `age` package): `BACKUP_AGE_RECIPIENT=age1…` at backup, the identity file (the
 * private key, kept off the server) at restore. The archive is encrypted as it is written and
 * decrypted into the restore's private scratch folder; the age program does the cryptography.
 */
import { execFile } from 'node:child_process'
import { closeSync, openSync, readSync } from 'node:fs'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const AGE_SUFFIX = '.age'
const AGE_HEADER = 'age-encryption.org/v1'

/** The recipients (public keys) archives are encrypted to: BACKUP_AGE_RECIPIENT, space- or comma-separated. */
export function ageRecipients(): string[] {
  return (process.env.BACKUP_AGE_RECIPIENT ?? '').split(/[\s,]+/).filter(Boolean)
}

export function isAgeEncrypted(file: string): boolean {
  const start = Buffer.alloc(AGE_HEADER.length)
  const descriptor = openSync(file, 'r')
  try {
    readSync(descriptor, start, 0, start.length, 0)
  } finally {
    closeSync(descriptor)
  }
  return start.toString('latin1') === AGE_HEADER
}

async function age(args: string[]): Promise<void> {
  try {
    await run('age', args, { maxBuffer: 1024 * 1024 })
  } catch (error) {
    const failed = error as { code?: string | number; stderr?: string }
    if (failed.code === 'ENOENT') throw new Error('the age program is not installed (Debian: apt-get install age)')
    throw new Error((failed.stderr ?? String(error)).trim())
  }
}

export function encryptFile(input: string, output: string, recipients: string[]): Promise<void> {
  return age(['--encrypt', ...recipients.flatMap((recipient) => ['--recipient', recipient]), '--output', output, input])
}

export function decryptFile(input: string, output: string, identityFile: string): Promise<void> {
  return age(['--decrypt', '--identity', identityFile, '--output', output, input])
}
