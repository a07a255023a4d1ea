/* Answers of the server in front of Next about request bodies (413, 411). Plain JS: that server loads it. */

export const requestTooLargeMessage = 'El contenido enviado supera el tamaño máximo permitido.'

export const lengthRequiredMessage = 'La solicitud debe indicar el tamaño de su contenido (cabecera Content-Length).'

/** The page a browser shows when the server in front of Next refuses a form it sent (see request-body-limits.mjs). */
export const refusedFormPage = { title: 'No pudimos recibir el formulario', back: 'Volver al formulario de contacto' }

/** The front server's answer to a connection over its limits (server/connection-limits.mjs). */
export const tooManyConnectionsMessage = 'El servidor tiene demasiadas conexiones abiertas. Inténtalo de nuevo en unos segundos.'

/** The page a browser shows when another site's page made it post the contact form (src/leads/intake/contact-form-gate.ts). */
export const crossSiteFormMessage =
  'No pudimos aceptar el formulario porque se envió desde otro sitio web. Escríbenos desde nuestra página de contacto.'
