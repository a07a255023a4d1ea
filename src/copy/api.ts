/* Answers of Payload's REST API that are ours (staff and API clients read them). */
import { databaseUnavailableMessage } from './outage.mjs'

export const restApiMessages = {
  unavailable: databaseUnavailableMessage,
  noEmailVerification: 'Este sitio no verifica cuentas por correo: no hay nada que verificar.',
  /** A value of the address or the query the database cannot read as its type (`/api/services/abc`). */
  malformedValue: 'El identificador o un valor de la consulta no es válido.',
  /** A file of an upload collection that no document names (`/api/media/file/x.png`). */
  unknownFile: 'No encontramos ese archivo.',
} as const

/** The image optimiser's refusal of an image address it does not take (src/proxy.ts). */
export const imageRequestMessages = {
  notAllowed: 'La dirección de la imagen no es válida.',
} as const

/** The QR code downloads of a short link (GET /api/redirects/:id/qr.png and qr.svg). */
export const shortLinkQrMessages = {
  unauthorized: 'Inicie sesión para descargar el código QR.',
  notFound: 'No se encontró la redirección.',
  tooLong: 'La dirección del enlace corto es demasiado larga para un código QR. Acórtela y guarde de nuevo.',
} as const

/** The site's own endpoint that expires cached content (POST /api/content-cache/expire, src/content/expire-endpoint.ts). */
export const contentCacheMessages = {
  wrongKey: 'Clave de caché incorrecta.',
  unknownTag: 'Etiqueta de contenido desconocida.',
} as const
