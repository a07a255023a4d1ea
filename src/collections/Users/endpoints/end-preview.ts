import { draftMode } from 'next/headers'

/** Logging out also ends the draft preview this browser had opened (src/app/api/preview). */
export async function endPreview(): Promise<void> {
  try {
    ;(await draftMode()).disable()
  } catch {
    // Outside a Next request (Local API in scripts and tests) there is no browser to tell.
  }
}
