import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../../access/admin-or-self'
import { hasAdminRole, isAdmin, isAdminField } from '../../access/is-admin'
import { passwordCopy } from '../../copy/account-security'
import { meetingLinkCopy } from '../../copy/appointment-notices'
import { validMeetingLink } from '../../lib/meeting-link'
import { isProduction } from '../../lib/server/server-env'
import { keepSignedRecordsAgent } from '../../records/hooks/keep-records-owners'
import { accountErrorHooks } from '../../rest-errors'
import { forgotPasswordInBackground } from './endpoints/forgot-password'
import { throttledLogin } from './endpoints/login'
import { noEmailVerification } from './endpoints/no-email-verification'
import { sessionChangesInTurn } from './endpoints/sessions-in-turn'
import { enforcePasswordPolicy, enforcePasswordPolicyOnReset } from './hooks/enforce-password-policy'
import { keepDisplayName } from './hooks/keep-display-name'
import { requireCurrentPassword } from './hooks/require-current-password'
import { jwtWithinDeadline } from './jwt-within-deadline'
import { loginThrottleFields } from './login-throttle-fields'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: {
    // Named as the desk names staff (pickers, «Atiende», «Agente»): the name, or the e-mail while there is none.
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'email', 'roles', 'loginThrottledUntil', 'failedLogins'],
    group: 'Administración',
    // Staff manage only their own account (Cuenta); the user list is for admins.
    hidden: ({ user }) => !hasAdminRole(user as { roles?: string[] }),
  },
  auth: {
    // Payload's lockout (5 failures from anywhere lock the account) let any stranger lock staff
    // out; failed logins are throttled per address instead (endpoints/login.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Secure in production (Chromium also keeps Secure cookies on http://localhost); Payload
    // always sets HttpOnly.
    cookies: { secure: isProduction(), sameSite: 'Lax' },
    // Payload's session check, bounded: a stalled database answers 503, not «No tienes permiso».
    strategies: [jwtWithinDeadline],
  },
  endpoints: [throttledLogin, forgotPasswordInBackground, noEmailVerification, ...sessionChangesInTurn],
  hooks: {
    beforeOperation: [enforcePasswordPolicyOnReset],
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [requireCurrentPassword, keepDisplayName],
    beforeDelete: [keepSignedRecordsAgent],
    afterError: accountErrorHooks,
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'currentPassword',
      label: passwordCopy.currentLabel,
      type: 'text',
      // Checked by requireCurrentPassword and never stored.
      virtual: true,
      admin: {
        readOnly: false,
        // Only on an existing account: creating one needs no current password.
        condition: (data) => Boolean(data?.id),
        description: passwordCopy.currentDescription,
        components: { Field: '/components/admin/CurrentPasswordField' },
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    { name: 'name', label: 'Nombre', type: 'text', maxLength: 80 },
    {
      name: 'displayName',
      label: 'Nombre o correo',
      type: 'text',
      // Kept by hooks/keep-display-name.ts.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, condition: () => false },
    },
    {
      name: 'npn',
      label: 'NPN del agente',
      type: 'text',
      maxLength: 20,
      // An agent's NPN is in the SOA and consent texts the consumer signs; only an admin sets it.
      access: { update: isAdminField, create: isAdminField },
      admin: { description: 'National Producer Number: aparece en el Alcance de la cita y en el consentimiento del Mercado.' },
    },
    {
      name: 'meetingLink',
      label: meetingLinkCopy.agentLabel,
      type: 'text',
      maxLength: 300,
      validate: validMeetingLink,
      admin: { description: meetingLinkCopy.agentDescription },
    },
    {
      name: 'roles',
      label: 'Roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['staff'],
      saveToJWT: true,
      options: [
        { label: 'Administrador', value: 'admin' },
        { label: 'Personal de la agencia', value: 'staff' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    ...loginThrottleFields,
  ],
}
