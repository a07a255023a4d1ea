import type { ServerFieldBase } from 'payload'

import { assignableStaff } from '@/leads/read/desk'

import { AssigneeSelect } from './AssigneeSelect'

/** 'Responsable' on a lead: a plain select of the agency's accounts by name (staff cannot list accounts themselves). */
export default async function AssigneeField({ payload, readOnly, path }: ServerFieldBase & { path?: string }) {
  const staff = await assignableStaff(payload)
  return <AssigneeSelect path={path ?? 'assignee'} label="Responsable" staff={staff} readOnly={Boolean(readOnly)} />
}
