/* What a visitor, staff member or API client is told while the database does not answer (503). Plain JS: the front server loads it. */

export const databaseUnavailableMessage = 'La base de datos no responde en este momento. Inténtalo de nuevo en unos minutos.'

/** The whole page the front server answers instead of a page that needed the database. */
export const databaseUnavailablePage = { title: 'Servicio no disponible por el momento', back: 'Volver al inicio' }
