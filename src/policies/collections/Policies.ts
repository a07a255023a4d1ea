import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { isAdmin } from '../../access/is-admin'
import { relationId } from '../../lib/relation-id'
import { keepPoliciesWithDocuments } from '../documents/keep-policy-documents'
import { clearClientMark, keepClientMark } from '../hooks/keep-client-mark'
import { preparePolicy } from '../hooks/prepare-policy'
import { recordPolicyDeletion, recordPolicyHistory } from '../hooks/record-policy-history'
import { policyFieldLabels } from '../policy-field-labels'
import {
  ACA_LINE,
  enrollmentPeriodOptions,
  householdRelationshipOptions,
  policyLineOptions,
  policySourceOptions,
  policyStatusOptions,
} from '../policy-options'
import { agentOfRecordRule, planIdRule, policyDateRule } from '../rules/policy-field-rules'

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
    components: { beforeListTable: ['/policies/admin/ExportPoliciesButton'] },
  },
  disableDuplicate: true,
  access: { read: authenticated, create: authenticated, update: authenticated, delete: isAdmin },
  hooks: {
    beforeDelete: [keepPoliciesWithDocuments],
    beforeChange: [preparePolicy],
    afterChange: [recordPolicyHistory, keepClientMark],
    afterDelete: [recordPolicyDeletion, clearClientMark],
  },
  fields: [
    { name: 'client', label: policyFieldLabels.client, type: 'relationship', relationTo: 'contacts', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'line', label: policyFieldLabels.line, type: 'select', required: true, index: true, options: [...policyLineOptions] },
        { name: 'carrier', label: policyFieldLabels.carrier, type: 'relationship', relationTo: 'insurers', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'planName', label: policyFieldLabels.planName, type: 'text', maxLength: 200 },
        {
          name: 'planId',
          label: policyFieldLabels.planId,
          type: 'text',
          maxLength: 20,
          validate: planIdRule,
          admin: { description: 'Medicare: H1234-567-000 o S1234-567. Mercado (ACA): el ID HIOS de 14 caracteres.' },
        },
      ],
    },
    { name: 'clientDataNotice', type: 'ui', admin: { components: { Field: '/policies/admin/ClientDataNotice' } } },
    { name: 'memberNumber', label: policyFieldLabels.memberNumber, type: 'text', maxLength: 60, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: policyFieldLabels.status,
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pendiente',
          options: [...policyStatusOptions],
        },
        { name: 'appliedOn', label: policyFieldLabels.appliedOn, type: 'date', validate: policyDateRule('appliedOn'), admin: dayOnly },
        {
          name: 'statusChangedOn',
          label: policyFieldLabels.statusChangedOn,
          type: 'date',
          validate: policyDateRule('statusChangedOn'),
          admin: { ...dayOnly, description: 'Si la deja vacía al cambiar el estado, se anota la fecha de hoy.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'effectiveDate', label: policyFieldLabels.effectiveDate, type: 'date', required: true, index: true, admin: dayOnly },
        {
          name: 'endDate',
          label: policyFieldLabels.endDate,
          type: 'date',
          index: true,
          validate: policyDateRule('endDate'),
          admin: dayOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'monthlyPremium', label: policyFieldLabels.monthlyPremium, type: 'number', min: 0, max: 100000 },
        {
          name: 'monthlySubsidy',
          label: policyFieldLabels.monthlySubsidy,
          type: 'number',
          min: 0,
          max: 100000,
          admin: { condition: isAca },
        },
        {
          name: 'netPremium',
          label: policyFieldLabels.netPremium,
          type: 'number',
          admin: { readOnly: true, condition: isAca, description: 'Prima menos subsidio.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'enrollmentPeriod', label: policyFieldLabels.enrollmentPeriod, type: 'select', options: [...enrollmentPeriodOptions] },
        {
          name: 'sepReason',
          label: policyFieldLabels.sepReason,
          type: 'text',
          maxLength: 200,
          admin: { condition: (data) => data?.enrollmentPeriod === 'sep' },
        },
      ],
    },
    {
      name: 'marketplaceApplicationId',
      label: policyFieldLabels.marketplaceApplicationId,
      type: 'text',
      maxLength: 40,
      admin: { condition: isAca },
    },
    {
      name: 'agentOfRecord',
      label: policyFieldLabels.agentOfRecord,
      type: 'relationship',
      relationTo: 'users',
      index: true,
      validate: agentOfRecordRule,
      filterOptions: { and: [{ npn: { exists: true } }, { npn: { not_equals: '' } }] },
      admin: { components: { Field: '/policies/admin/AgentOfRecordField', Cell: '/policies/admin/AgentOfRecordCell' } },
    },
    {
      name: 'precedingRecord',
      label: policyFieldLabels.precedingRecord,
      type: 'relationship',
      relationTo: 'signed-records',
      // Only this client's signed records (an SOA or a consent of someone else is not this policy's).
      filterOptions: ({ data }) => (relationId(data?.client) ? { lead: { equals: relationId(data?.client) } } : false),
    },
    {
      name: 'householdMembers',
      label: policyFieldLabels.householdMembers,
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
    { name: 'notes', label: policyFieldLabels.notes, type: 'textarea', maxLength: 5000 },
    {
      name: 'documents',
      label: policyFieldLabels.documents,
      type: 'join',
      collection: 'policy-documents',
      on: 'policy',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['filename', 'kind', 'download', 'createdAt'] },
    },
    {
      name: 'source',
      label: policyFieldLabels.source,
      type: 'select',
      required: true,
      defaultValue: 'personal',
      options: [...policySourceOptions],
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'title',
      label: policyFieldLabels.title,
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, condition: () => false },
    },
  ],
}
