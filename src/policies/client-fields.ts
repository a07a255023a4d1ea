import type { Field } from 'payload'

/**
 * What the book of business needs to know of a lead (issue 36): the birthday (turning 65, matching a carrier's report),
 * the Medicare and Medicaid flags, whether a carrier's report brought the person, and the person's policies.
 */
export const clientFields: Field[] = [
  {
    name: 'isClient',
    label: 'Cliente',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    // Derived: true while the lead has a policy (src/policies/hooks/keep-client-mark.ts).
    access: { create: () => false, update: () => false },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Tiene al menos una póliza registrada.',
      components: { Cell: '/policies/admin/ClientMarkCell' },
    },
  },
  {
    type: 'collapsible',
    label: 'Datos de cliente',
    admin: { initCollapsed: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'dateOfBirth',
            label: 'Fecha de nacimiento',
            type: 'date',
            index: true,
            admin: { date: { pickerAppearance: 'dayOnly' } },
          },
          { name: 'hasMedicare', label: 'Tiene Medicare', type: 'checkbox', defaultValue: false },
          { name: 'hasMedicaid', label: 'Tiene Medicaid', type: 'checkbox', defaultValue: false },
        ],
      },
      {
        name: 'importedFromReport',
        label: 'Importado de un informe de aseguradora',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        access: { create: () => false, update: () => false },
        admin: {
          readOnly: true,
          description:
            'Llegó en un informe de aseguradora: no tiene consentimiento y no aparece en las listas de llamadas hasta registrarlo.',
        },
      },
    ],
  },
  {
    name: 'policies',
    label: 'Pólizas',
    type: 'join',
    collection: 'policies',
    on: 'client',
    defaultSort: '-effectiveDate',
    defaultLimit: 20,
    admin: { defaultColumns: ['line', 'carrier', 'planName', 'status', 'effectiveDate'], allowCreate: true },
  },
]
