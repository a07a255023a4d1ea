'use client'

import { FieldLabel } from '@payloadcms/ui'
import type { DateFieldLabelClientComponent } from 'payload'

/**
 * «Termina» without the red asterisk: staff may leave it empty on a new appointment and the save
 * fills it (hooks/fill-appointment-times.ts), so it is required in the database, not in the form.
 */
const OptionalEndLabel: DateFieldLabelClientComponent = ({ field, path }) => (
  <FieldLabel label={field?.label} path={path} required={false} />
)

export default OptionalEndLabel
