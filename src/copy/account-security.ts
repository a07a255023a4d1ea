/** Spanish text staff read about signing in, passwords and the login throttle (admin and its API). */

export const MIN_PASSWORD_LENGTH = 12

export const passwordCopy = {
  tooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  tooCommon:
    'Esta contraseña es demasiado común o fácil de adivinar. Use una frase de tres o cuatro palabras poco habituales, ' +
    'sin su nombre ni su correo.',
  currentLabel: 'Contraseña actual',
  currentDescription: 'Para cambiar la contraseña o el correo, escriba la contraseña con la que entra ahora.',
  currentNeeded: 'Escriba su contraseña actual para cambiar la contraseña o el correo.',
  currentWrong: 'La contraseña actual no es correcta.',
} as const

/** "1 segundo", "40 segundos", "15 minutos": how long to wait, rounded up. */
export function waitPhrase(seconds: number): string {
  if (seconds <= 90) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
}

export const loginThrottleCopy = {
  tooManyAttempts: (seconds: number) => `Demasiados intentos fallidos. Vuelva a intentarlo en ${waitPhrase(seconds)}.`,
  throttledUntilLabel: 'Inicio de sesión frenado hasta',
  throttledUntilDescription:
    'Tras varias contraseñas incorrectas seguidas desde una misma dirección de internet, esa dirección espera cada vez más ' +
    'antes de poder intentarlo de nuevo. Desde cualquier otra dirección se puede entrar con normalidad.',
  failuresLabel: 'Intentos fallidos en la última hora',
} as const
