/** Staff copy of «Renovaciones» and «Cumplen 65» (issue 36): the admin speaks «usted». */
export const reviewMessages = {
  unauthorized: 'Inicie sesión para marcar la revisión.',
  unsupportedMediaType: 'El contenido debe ser JSON (application/json).',
  tooLarge: 'El contenido enviado supera el tamaño máximo permitido.',
  malformed: 'El cuerpo de la solicitud no es un JSON válido.',
  policy: 'Indique la póliza (policy) por su número.',
  season: 'Indique la temporada (season), por ejemplo aep-2027 u oep-2027.',
  state: 'Elija el estado: por revisar, revisado sin cambios, cambió de plan, no contesta o no renovar.',
  notFound: 'No se encontró la póliza.',
  notInSeason: 'Esta póliza no se revisa en esa temporada: la AEP revisa las de Medicare y la OEP las del Mercado.',
  saved: (client: string, state: string) => `${client}: ${state}.`,
  failed: 'No se pudo guardar la revisión. Inténtelo de nuevo.',
} as const
