import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { agencyDayKey } from '../../lib/agency-days'
import { relationId } from '../../lib/relation-id'
import type { Policy } from '../../payload-types'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { ACA_LINE } from '../policy-options'
import { netPremiumOf } from '../rules/net-premium'
import { canonicalPlanId } from '../rules/plan-id'
import { dayOnlyValue, storedDayKey } from '../rules/policy-days'
import { policyTitle } from '../rules/policy-title'

async function namesOf(req: PayloadRequest, carrier: unknown, client: unknown) {
  const carrierId = relationId(carrier)
  const clientId = relationId(client)
  const [insurer, contact] = await Promise.all([
    carrierId
      ? req.payload.findByID({ collection: 'insurers', id: carrierId, depth: 0, select: { name: true }, disableErrors: true, req })
      : null,
    clientId
      ? req.payload.findByID({
          collection: 'contacts',
          id: clientId,
          depth: 0,
          select: { fullName: true },
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null,
  ])
  return { carrierName: insurer?.name, clientName: contact?.fullName }
}

/**
 * What the server sets on every save of a policy: the plan id in its canonical form, the net
 * premium (ACA only; no subsidy on other lines), the day the status changed when staff changed
 * the status without dating it, and the title «Aseguradora · Línea · Cliente».
 */
export const preparePolicy: CollectionBeforeChangeHook<Policy> = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Partial<Policy>
  if ('planId' in data) data.planId = canonicalPlanId(merged.line, data.planId)
  if (merged.line !== ACA_LINE) data.monthlySubsidy = null
  data.netPremium = netPremiumOf({ ...merged, monthlySubsidy: data.monthlySubsidy ?? merged.monthlySubsidy })
  const statusChanged = operation === 'create' || (data.status !== undefined && data.status !== originalDoc?.status)
  const dateGiven = storedDayKey(data.statusChangedOn) && storedDayKey(data.statusChangedOn) !== storedDayKey(originalDoc?.statusChangedOn)
  if (statusChanged && !dateGiven) {
    data.statusChangedOn = dayOnlyValue(agencyDayKey(new Date(), await loadAgencyTimeZone(req.payload, req)))
  }
  const { carrierName, clientName } = await namesOf(req, merged.carrier, merged.client)
  data.title = policyTitle(carrierName, merged.line, clientName)
  return data
}
