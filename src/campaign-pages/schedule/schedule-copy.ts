/**
 * Staff copy (the admin speaks «usted») of a campaign page's scheduled publish and unpublish
 * (GET/POST /api/pages/:id/schedules, DELETE …/schedules/:jobId).
 */
export const schedulePublishMessages = {
  unauthorized: 'Inicie sesión para programar la publicación.',
  notFound: 'No se encontró la página.',
  scheduleNotFound: 'No se encontró esa programación: puede que ya se haya ejecutado o quitado.',
  unsupportedMediaType: 'Envíe los datos como JSON.',
  tooLarge: 'La solicitud es demasiado grande.',
  malformed: 'La solicitud no es válida.',
  type: 'Elija «Publicar» o «Despublicar».',
  date: 'Escriba una fecha válida (día, mes y año).',
  time: 'Escriba una hora válida, de 00:00 a 23:59.',
  timeZone: 'Elija una de las zonas horarias de la lista.',
  past: 'Esa fecha y hora ya pasaron. Elija una fecha y hora futuras.',
  tooFar: 'Programe la publicación dentro de los próximos dos años.',
  scheduled: 'Programado.',
  removed: 'Programación quitada.',
} as const
