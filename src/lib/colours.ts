/** Colours staff can choose in the CMS for a service's button and icon, with their admin labels. */
export const colourOptions = [
  { label: 'Rojo', value: 'red' },
  { label: 'Azul', value: 'blue' },
  { label: 'Verde', value: 'green' },
  { label: 'Morado', value: 'purple' },
  { label: 'Naranja', value: 'orange' },
  { label: 'Turquesa', value: 'teal' },
] as const

export type ColourName = (typeof colourOptions)[number]['value']
