import { redirect } from 'next/navigation'

import { renewalsHref } from '../renewals/renewals-path'

/** «Renovaciones» in the nav («Cartera de clientes») opens the season worklist, not a table of review rows. */
export default function RenewalsNavEntry() {
  redirect(renewalsHref())
}
