/* What staff read about private policy documents: refusals of the upload and of the download route. */
import { documentTooLargeMessage } from '../../lib/upload-limits.mjs'

export const documentCopy = {
  tooLarge: documentTooLargeMessage,
  wrongType: 'Solo se aceptan documentos PDF e imágenes JPEG, PNG, WebP o HEIC (fotos del iPhone).',
  notWhatItSays: 'El archivo no es un PDF ni una imagen válida, aunque su nombre lo parezca. Revíselo e inténtelo de nuevo.',
  unauthorized: 'Inicie sesión para descargar documentos.',
  notFound: 'Ese documento no existe.',
  fileMissing: 'El archivo de este documento no está disponible. Avise al administrador.',
  downloadLabel: 'Descargar',
  policyHasDocuments: (count: number) =>
    `No se puede eliminar esta póliza: tiene ${count === 1 ? 'un documento' : `${count} documentos`}. ` +
    'Un administrador debe eliminarlos primero.',
} as const
