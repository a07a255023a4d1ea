import { publicServerUrl } from '../lib/server/server-env'

/** Where the consumer signs: the site's public address, /firmar/<token>. */
export const SIGNING_PATH = '/firmar'

export const signingUrl = (token: string): string => `${publicServerUrl().replace(/\/$/, '')}${SIGNING_PATH}/${token}`
