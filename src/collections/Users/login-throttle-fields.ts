import type { Field, FieldHook } from 'payload'

import { isAdminField } from '../../access/is-admin'
import { loginThrottleCopy } from '../../copy/account-security'
import { accountKey, loginThrottle } from '../../lib/server/login-throttle'

/*
 * What the login throttle holds about an account, shown to admins in the users list and on the
 * account: read from the throttle's counters when the account is read, never stored.
 */
const throttledUntil: FieldHook = async ({ data }) => (await loginThrottle().state(accountKey(data?.email))).throttledUntil?.toISOString()
const failures: FieldHook = async ({ data }) => (await loginThrottle().state(accountKey(data?.email))).failuresLastHour

const shownToAdmins = { read: isAdminField, create: () => false, update: () => false }

export const loginThrottleFields: Field[] = [
  {
    name: 'loginThrottledUntil',
    label: loginThrottleCopy.throttledUntilLabel,
    type: 'date',
    virtual: true,
    access: shownToAdmins,
    hooks: { afterRead: [throttledUntil] },
    admin: {
      readOnly: true,
      position: 'sidebar',
      disableListFilter: true,
      description: loginThrottleCopy.throttledUntilDescription,
      date: { pickerAppearance: 'dayAndTime', displayFormat: "d 'de' MMMM 'de' yyyy, HH:mm" },
      components: { Cell: '/components/admin/ThrottledUntilCell' },
      condition: (data) => Boolean(data?.loginThrottledUntil),
    },
  },
  {
    name: 'failedLogins',
    label: loginThrottleCopy.failuresLabel,
    type: 'number',
    virtual: true,
    access: shownToAdmins,
    hooks: { afterRead: [failures] },
    admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
  },
]
