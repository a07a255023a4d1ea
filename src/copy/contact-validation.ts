/* Loaded with the validation code (the zod schema), not with the page: see ContactForm's lazy resolver. */

/** Field messages: SPEC §5 for what the form checks; the rest only for input the form itself cannot produce. */
export const contactMessages = {
  firstName: 'Nombre es requerido',
  lastName: 'Apellido es requerido',
  email: 'Email inválido',
  phone: 'Teléfono debe tener al menos 10 dígitos',
  consent: 'Debes aceptar recibir comunicaciones',
  firstNameTooLong: 'Nombre demasiado largo (máximo 80 caracteres)',
  lastNameTooLong: 'Apellido demasiado largo (máximo 80 caracteres)',
  phoneInvalid: 'Teléfono inválido',
  insuranceType: 'Tipo de seguro inválido',
  message: 'Mensaje inválido',
  messageTooLong: 'Mensaje demasiado largo (máximo 5000 caracteres)',
  controlCharacters: 'Contiene caracteres no válidos',
  nameCharacters: "Escribe tu nombre solo con letras, espacios, apóstrofos (') y guiones (-)",
  bookingFirstNameTooLong: 'Nombre demasiado largo (máximo 40 caracteres)',
} as const
