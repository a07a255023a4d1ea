/**
 * What a backup leaves out: whatever lets the archive's reader act as a staff member without
 * knowing a password. A restore brings every account back; its people sign in again, and a
 * password reset asked for before the backup must be asked for again.
 * The compose backup service (docker/backup/agencia-backup.sh) leaves out the same.
 */

/** Tables whose rows are not copied: Payload's login sessions (the session ids in staff members' tokens). */
export const WITHHELD_TABLES: readonly string[] = ['users_sessions']

/** Columns copied as NULL: a live password-reset token resets that password and signs in. */
export const CLEARED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['reset_password_token', 'reset_password_expiration'],
}
