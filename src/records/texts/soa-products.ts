/**
 * The product types of CMS's model Scope of Appointment form (CMS-10336 / "Scope of Sales
 * Appointment Confirmation Form"), in its order. The values are stored in a record's choices:
 * never rename one, add a new one instead.
 */
export const soaProductOptions = [
  {
    value: 'medicare-advantage',
    label: 'Planes Medicare Advantage (Parte C) y planes de costo',
    description:
      'Planes de Medicare ofrecidos por compañías privadas aprobadas por Medicare (HMO, PPO, planes para personas ' +
      'con necesidades especiales y otros), que cubren la Parte A y la Parte B y a menudo los medicamentos; y planes ' +
      'de costo de Medicare.',
  },
  {
    value: 'part-d',
    label: 'Planes independientes de medicamentos con receta (Parte D)',
    description: 'Planes que solo cubren medicamentos con receta, para quien tiene Medicare Original u otra cobertura.',
  },
  {
    value: 'dental-vision-hearing',
    label: 'Productos dentales, de la vista y de audición',
    description: 'Planes que ayudan a pagar servicios dentales, de la vista o de audición.',
  },
  {
    value: 'hospital-indemnity',
    label: 'Productos de indemnización hospitalaria',
    description: 'Planes que pagan una cantidad fija por día de hospitalización u otros servicios cubiertos.',
  },
  {
    value: 'medigap',
    label: 'Seguro suplementario de Medicare (Medigap)',
    description: 'Pólizas que ayudan a pagar lo que Medicare Original no paga, como copagos, coseguros y deducibles.',
  },
] as const

export type SoaProduct = (typeof soaProductOptions)[number]['value']

export const isSoaProduct = (value: unknown): value is SoaProduct => soaProductOptions.some((option) => option.value === value)
