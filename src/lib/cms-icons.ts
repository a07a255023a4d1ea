/** Icons staff can choose in the CMS (services, about pillars), with their admin labels. */
export const cmsIconOptions = [
  { label: 'Corazón', value: 'heart' },
  { label: 'Escudo', value: 'shield' },
  { label: 'Familia', value: 'users' },
  { label: 'Maletín', value: 'briefcase' },
  { label: 'Estetoscopio', value: 'stethoscope' },
  { label: 'Libro', value: 'book' },
  { label: 'Estrella', value: 'star' },
] as const
