/* Answers of the server in front of Next about request bodies (413, 411). Plain JS: that server loads it. */

export const requestTooLargeMessage = 'El contenido enviado supera el tamaño máximo permitido.'

export const lengthRequiredMessage = 'La solicitud debe indicar el tamaño de su contenido (cabecera Content-Length).'

/** The front server's answers to a request it could not read: its headers too slow (408), or not HTTP (400). */
export const requestTimeoutMessage = 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.'
export const badRequestMessage = 'No pudimos entender la solicitud.'

/** The page a browser shows when the server in front of Next refuses a form it sent (see request-body-limits.mjs). */
export const refusedFormPage = { title: 'No pudimos recibir el formulario', back: 'Volver al formulario de contacto' }

/** Where the refusal page of each form leads back to (the contact form's is refusedFormPage.back). */
export const formBackLinks = {
  contact: { href: '/#contacto', label: refusedFormPage.back },
  booking: { href: '/citas', label: 'Volver a reservar una cita' },
  signing: { href: '/', label: 'Volver a la página de inicio' },
}

/** A form whose body cannot be read as a form (malformed multipart): the booking and signing pages' 400. */
export const malformedFormMessage = 'No pudimos leer el formulario enviado. Vuelve a la página y envíalo de nuevo.'

/** The front server's answer to a body when half its connections are already receiving one (server/bodies-in-flight.mjs). */
export const tooManyBodiesMessage = 'El servidor está recibiendo demasiados envíos a la vez. Inténtalo de nuevo en unos segundos.'

/** The front server's answer to a connection over its limits (server/connection-limits.mjs). */
export const tooManyConnectionsMessage = 'El servidor tiene demasiadas conexiones abiertas. Inténtalo de nuevo en unos segundos.'

/** The page a browser shows when another site's page made it post the contact form (src/leads/intake/contact-form-gate.ts). */
export const crossSiteFormMessage =
  'No pudimos aceptar el formulario porque se envió desde otro sitio web. Escríbenos desde nuestra página de contacto.'

/** The same refusal for the booking and signing pages' forms (src/lib/form-post-gate.ts). */
export const crossSitePageFormMessage =
  'No pudimos aceptar el formulario porque se envió desde otro sitio web. Abre la página en nuestro sitio y envíalo de nuevo.'
