/* The admin's Spanish for the rules a redirect («Redirecciones», short links) must keep. */

const ALLOWED_HOSTS_SETTING = '«Datos de la agencia → Dominios permitidos para redirecciones»'

export const redirectRuleMessages = {
  sourceShape: 'Escriba la URL de origen como una dirección de este sitio que empiece por una sola «/», sin espacios (p. ej. /radio).',
  sourceSiteRoute: 'Esta dirección ya la usa el sitio (también escrita con mayúsculas, como /Contacto). Elija otra.',
  sourcePublishedPage: 'Esta dirección es la de una página publicada (también escrita con mayúsculas). Elija otra.',
  destinationShape:
    'El destino debe ser una página de este sitio, escrita con una sola «/» al principio (p. ej. /medicare-florida), ' +
    'o una dirección completa que empiece por https://.',
  destinationNotFound: 'Esa dirección no lleva a ninguna página de este sitio. Elija «Enlace interno» o escriba una página existente.',
  destinationHostNotAllowed: (host: string) =>
    `El dominio ${host} no está permitido para redirecciones. Un administrador puede añadirlo en ${ALLOWED_HOSTS_SETTING}.`,
  loop: 'Esta redirección volvería a su propia URL de origen (directamente o a través de otras redirecciones). Elija otro destino.',
  tooManyHops: 'El destino pasa por demasiadas redirecciones seguidas. Apunte directamente a la página final.',
} as const

export const redirectFieldDescriptions = {
  source:
    'La dirección corta que dice el anuncio, p. ej. /radio. No puede ser una que ya usa el sitio (/contacto, /citas…, ' +
    'tampoco con mayúsculas) ni la de una página publicada.',
  customUrl:
    'Una página de este sitio (p. ej. /medicare-florida o /contacto) o una dirección https:// de un dominio de ' +
    `${ALLOWED_HOSTS_SETTING}.`,
} as const

export const allowedHostsCopy = {
  label: 'Dominios permitidos para redirecciones',
  description:
    'Los únicos sitios externos a los que una redirección o un enlace corto puede enviar a los visitantes (siempre con https://). ' +
    'Un dominio por línea, tal como aparece en la dirección, p. ej. www.medicare.gov. Solo un administrador puede cambiarlo; ' +
    'cada cambio queda en el Historial de ajustes.',
  invalid: 'Escriba un dominio por línea, sin https:// ni rutas (p. ej. www.medicare.gov).',
} as const
