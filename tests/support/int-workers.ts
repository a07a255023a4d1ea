/**
 * How many int files run at once, each worker on its own database (tests/int/global-setup.ts). Two: the int files
 * spend most of their time loading Payload and waiting on Postgres, and this machine class has two cores.
 */
export const INT_WORKERS = Number(process.env.INT_WORKERS || 2)
