'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// The server checks it, and only when the password or e-mail changes: the browser never refuses it.
const checkedOnTheServer = () => true as const

/** "Contraseña actual": a password input (hidden characters, the browser's current-password fill). */
const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={{ ...field, required: false }}
    path={path ?? field.name}
    validate={checkedOnTheServer}
  />
)

export default CurrentPasswordField
