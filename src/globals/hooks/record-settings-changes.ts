import type { GlobalAfterChangeHook } from 'payload'

import { watchedSettings } from '../../lib/watched-settings'

/** Scripts (seed, restore) change settings with no one signed in. */
const WITHOUT_SESSION = 'Sin sesión (script del servidor)'

/** Name and e-mail as they are now: a deleted or renamed account keeps its lines. */
const changedByName = ({ name, email }: { name?: string | null; email?: string | null }) =>
  (name?.trim() && email ? `${name.trim()} (${email})` : name?.trim() || email) || WITHOUT_SESSION

const settingValue = (doc: Record<string, unknown> | undefined, setting: string): string | null => {
  const value = doc?.[setting]
  return typeof value === 'string' && value !== '' ? value : null
}

/** Writes a *Historial de ajustes* row for each watched setting the save changed, in the save's transaction. */
export const recordSettingsChanges: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  for (const setting of watchedSettings) {
    const previousValue = settingValue(previousDoc, setting)
    const newValue = settingValue(doc, setting)
    if (previousValue === newValue) continue
    await req.payload.create({
      collection: 'settings-changes',
      data: {
        setting,
        previousValue,
        newValue,
        changedBy: typeof req.user?.id === 'number' ? req.user.id : null,
        changedByName: req.user ? changedByName(req.user) : WITHOUT_SESSION,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  return doc
}
