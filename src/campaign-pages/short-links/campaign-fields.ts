import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { shortLinkCampaignCopy } from './campaign-labels'
import { CAMPAIGN_PARAMETERS, CAMPAIGN_VALUE_PATTERN } from './short-link-campaign'

const campaignValue: TextFieldSingleValidation = (value, args) => {
  const lengthCheck = text(value, args)
  if (lengthCheck !== true) return lengthCheck
  return !value || CAMPAIGN_VALUE_PATTERN.test(value) || shortLinkCampaignCopy.invalidValue
}

/**
 * The redirect's «Campaña (parámetros utm)»: what a short link such as `/radio` adds to the
 * address it sends to (short-link-target.ts), so the visits and leads it brings are told apart.
 */
export const shortLinkCampaignGroup: Field = {
  name: 'campaign',
  type: 'group',
  label: shortLinkCampaignCopy.groupLabel,
  admin: { description: shortLinkCampaignCopy.groupDescription },
  fields: CAMPAIGN_PARAMETERS.map(
    ({ name, maxLength }): Field => ({
      name,
      type: 'text',
      label: shortLinkCampaignCopy.fields[name].label,
      maxLength,
      validate: campaignValue,
      admin: { description: shortLinkCampaignCopy.fields[name].description, width: '50%' },
    }),
  ),
}
