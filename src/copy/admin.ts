/* Staff-facing messages of the admin that are ours, not Payload's translations. */

export const mediaInUseMessage = (usages: string[]) =>
  `Esta imagen se usa en: ${usages.join(', ')}. Cámbiela allí por otra antes de eliminarla.`

export const legalUnpublishAdminOnlyMessage =
  'Solo un administrador puede despublicar un documento legal. Para cambiar el texto, edítelo y publique los cambios.'

export const legalDocumentRequiredMessage =
  'Los documentos legales son obligatorios en el sitio y no se pueden eliminar. Para cambiar el texto, edítelo y publique los cambios.'
