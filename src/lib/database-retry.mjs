/** Seconds a client is asked to wait (Retry-After) when the database is unavailable. Plain JS: the front server loads it. */
export const DATABASE_RETRY_AFTER_SECONDS = 30
