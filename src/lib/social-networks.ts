import { optionLabel } from './option-label'

/** Social networks the agency can link from the footer; the label is the network's own name. */
export const socialNetworkOptions = [
  { label: 'Facebook', value: 'facebook' },
  { label: 'Instagram', value: 'instagram' },
  { label: 'YouTube', value: 'youtube' },
  { label: 'TikTok', value: 'tiktok' },
  { label: 'LinkedIn', value: 'linkedin' },
] as const

export const socialNetworkName = (network: string): string => optionLabel(socialNetworkOptions, network)
