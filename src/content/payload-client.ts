import config from '@payload-config'
import { getPayload } from 'payload'

/** The one door from the public site to Payload; only src/content uses it. */
export const payloadClient = () => getPayload({ config })
