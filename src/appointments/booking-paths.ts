/** The booking pages' addresses (src/app/(site)/citas/), for links anywhere on the site. */
import { BOOKING_PAGES_PATH } from '../lib/request-body-limits.mjs'

export const BOOKING_PATH = BOOKING_PAGES_PATH
export const CANCELLED_PATH = `${BOOKING_PATH}/cancelada`
export const MANAGE_PATH = `${BOOKING_PATH}/gestionar`
export const CONFIRMED_PATH = `${BOOKING_PATH}/confirmada`

export const managePath = (token: string) => `${MANAGE_PATH}/${token}`
export const confirmedPath = (token: string) => `${CONFIRMED_PATH}/${token}`
