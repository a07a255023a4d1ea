import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { keepPoliciesWithDocuments } from '../documents/keep-policy-documents'
import {
  ACA_LINE,
  enrollmentPeriodOptions,
  householdRelationshipOptions,
  policyLineOptions,
  policySourceOptions,
  policyStatusOptions,
} from '../policy-options'

const isAca = (data: Partial<{ line: string | null }> | undefined) => data?.line === ACA_LINE
const dayOnly = { date: { pickerAppearance: 'dayOnly' as const } }

/**
 * A policy in the agency's book of business (issue 36): who is covered, by which carrier and plan,
 * since when, at what premium, and which agent is of record. Staff only; a lead with a policy is a client.
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: 'Póliza', plural: 'Pólizas' },
  defaultSort: '-effectiveDate',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'line', 'carrier', 'status', 'effectiveDate', 'agentOfRecord'],
    group: 'Cartera de clientes',
    description: 'Las pólizas de los clientes: aseguradora, plan, fechas, prima y agente de registro.',
    pagination: { defaultLimit: 50 },
  },
  disableDuplicate: true,
  access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  hooks: { beforeDelete: [keepPoliciesWithDocuments] },
  fields: [
    { name: 'client', label: 'Cliente', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'line', label: 'Línea', type: 'select', required: true, index: true, options: [...policyLineOptions] },
        { name: 'carrier', label: 'Aseguradora', type: 'relationship', relationTo: 'insurers', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'planName', label: 'Plan', type: 'text', maxLength: 200 },
        {
          name: 'planId',
          label: 'Identificador del plan',
          type: 'text',
          maxLength: 20,
          admin: { description: 'Medicare: H1234-567-000 o S1234-567. Mercado (ACA): el ID HIOS de 14 caracteres.' },
        },
      ],
    },
    { name: 'memberNumber', label: 'Número de miembro o de póliza', type: 'text', maxLength: 60, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: 'Estado',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pendiente',
          options: [...policyStatusOptions],
        },
        { name: 'appliedOn', label: 'Solicitada el', type: 'date', admin: dayOnly },
        { name: 'statusChangedOn', label: 'Estado desde', type: 'date', admin: dayOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'effectiveDate', label: 'Vigente desde', type: 'date', required: true, index: true, admin: dayOnly },
        { name: 'endDate', label: 'Vigente hasta', type: 'date', index: true, admin: dayOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'monthlyPremium', label: 'Prima mensual (US$)', type: 'number', min: 0, max: 100000 },
        {
          name: 'monthlySubsidy',
          label: 'Subsidio mensual (APTC, US$)',
          type: 'number',
          min: 0,
          max: 100000,
          admin: { condition: isAca },
        },
        {
          name: 'netPremium',
          label: 'Prima neta (US$)',
          type: 'number',
          admin: { readOnly: true, condition: isAca, description: 'Prima menos subsidio.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'enrollmentPeriod', label: 'Periodo de inscripción', type: 'select', options: [...enrollmentPeriodOptions] },
        {
          name: 'sepReason',
          label: 'Motivo del periodo especial',
          type: 'text',
          maxLength: 200,
          admin: { condition: (data) => data?.enrollmentPeriod === 'sep' },
        },
      ],
    },
    {
      name: 'marketplaceApplicationId',
      label: 'Número de solicitud del Mercado',
      type: 'text',
      maxLength: 40,
      admin: { condition: isAca },
    },
    {
      name: 'agentOfRecord',
      label: 'Agente de registro',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { npn: { exists: true } },
    },
    {
      name: 'precedingRecord',
      label: 'Documento firmado previo (SOA o consentimiento)',
      type: 'relationship',
      relationTo: 'signed-records',
    },
    {
      name: 'householdMembers',
      label: 'Personas cubiertas',
      labels: { singular: 'Persona cubierta', plural: 'Personas cubiertas' },
      type: 'array',
      maxRows: 20,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 200 },
            { name: 'relationship', label: 'Parentesco', type: 'select', options: [...householdRelationshipOptions] },
            { name: 'dateOfBirth', label: 'Fecha de nacimiento', type: 'date', admin: dayOnly },
          ],
        },
      ],
    },
    { name: 'notes', label: 'Notas', type: 'textarea', maxLength: 5000 },
    {
      name: 'documents',
      label: 'Documentos',
      type: 'join',
      collection: 'policy-documents',
      on: 'policy',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['filename', 'kind', 'download', 'createdAt'] },
    },
    {
      name: 'source',
      label: 'Origen',
      type: 'select',
      required: true,
      defaultValue: 'personal',
      options: [...policySourceOptions],
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'title',
      label: 'Póliza',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, condition: () => false },
    },
  ],
}
