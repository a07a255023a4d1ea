/** The booking pages' addresses (src/app/(site)/citas/), for links anywhere on the site. */
export const BOOKING_PATH = '/citas'
export const CANCELLED_PATH = '/citas/cancelada'
export const MANAGE_PATH = '/citas/gestionar'
export const CONFIRMED_PATH = '/citas/confirmada'

export const managePath = (token: string) => `${MANAGE_PATH}/${token}`
export const confirmedPath = (token: string) => `${CONFIRMED_PATH}/${token}`
