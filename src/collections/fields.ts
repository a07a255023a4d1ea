import type { Field } from 'payload'

/** Position in public lists: lower first. */
export const orderField: Field = {
  name: 'order',
  label: 'Orden',
  type: 'number',
  defaultValue: 0,
  required: true,
  admin: {
    position: 'sidebar',
    // Set by dragging rows in the list (see ordering.ts), so the list and the site always agree.
    readOnly: true,
    description: 'Los elementos con número menor se muestran primero. Para cambiar el orden, arrastre las filas en la lista.',
  },
}
