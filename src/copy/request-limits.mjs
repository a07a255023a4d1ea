/* Answers of the server in front of Next about request bodies (413, 411). Plain JS: that server loads it. */

export const requestTooLargeMessage = 'El contenido enviado supera el tamaño máximo permitido.'

export const lengthRequiredMessage = 'La solicitud debe indicar el tamaño de su contenido (cabecera Content-Length).'
