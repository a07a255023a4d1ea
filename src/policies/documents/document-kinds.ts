/** What a private policy document is: value and Spanish label, the one home of these options. */
export const policyDocumentKindOptions = [
  { value: 'tarjeta', label: 'Tarjeta de identificación' },
  { value: 'carta', label: 'Carta de la aseguradora' },
  { value: 'solicitud', label: 'Solicitud o confirmación' },
  { value: 'otro', label: 'Otro documento' },
] as const

/** Where a document is downloaded (the one route that serves its file): GET /api/policy-documents/:id/download. */
export const policyDocumentDownloadPath = (id: number | string): string => `/api/policy-documents/${id}/download`
