/** The staff's day view of appointments (payload.config.ts admin.components.views), under /admin. */
export const APPOINTMENTS_DAY_VIEW_PATH = '/citas-del-dia'

/** The day view's address for one agency day ('yyyy-mm-dd'), or today's. */
export const dayViewHref = (dayKey?: string) => `/admin${APPOINTMENTS_DAY_VIEW_PATH}${dayKey ? `?dia=${dayKey}` : ''}`
