import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { nondiscriminationNoticeNeedsCoordinatorMessage } from '../../copy/admin'
import { completeGrievanceCoordinator } from '../../lib/grievance-coordinator'
import { readAgencySettings } from '../../settings/agency-settings'

/**
 * The nondiscrimination notice tells the reader to send a grievance to the civil-rights
 * coordinator, whose facts the page takes from the site settings: it is not published while
 * any of them is empty (drafts may still be saved).
 */
export const refusePublishingNoticeWithoutCoordinator: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = data.slug ?? originalDoc?.slug
  // Staff's publishing; scripts on the server (the seed, no user) still can, like the other guards.
  if (!req.user || slug !== 'nondiscrimination-notice' || data._status !== 'published') return data
  const { grievanceCoordinator } = await readAgencySettings(req.payload, req)
  if (!completeGrievanceCoordinator(grievanceCoordinator))
    throw new APIError(nondiscriminationNoticeNeedsCoordinatorMessage, 400, null, true)
  return data
}
