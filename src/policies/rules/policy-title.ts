import { optionLabel } from '../../lib/option-label'
import { policyLineOptions } from '../policy-options'

/** How a policy is named in lists and the history: «Humana · Medicare Advantage · Rosa Pérez». */
export function policyTitle(
  carrierName: string | null | undefined,
  line: string | null | undefined,
  clientName: string | null | undefined,
) {
  return [carrierName || 'Sin aseguradora', line ? optionLabel(policyLineOptions, line) : 'Sin línea', clientName || 'Sin cliente'].join(
    ' · ',
  )
}
