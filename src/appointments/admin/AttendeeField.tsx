import type { ServerFieldBase } from 'payload'

import { assignableStaff } from '@/leads/public'

import { AssigneeSelect } from '../../leads/admin/AssigneeSelect'

/**
 * «Atiende» on an appointment: the agency's accounts by name (staff cannot list accounts
 * themselves). Left empty on a new one, it becomes the lead's assignee when saved.
 */
export default async function AttendeeField({ payload, readOnly, path }: ServerFieldBase & { path?: string }) {
  const staff = await assignableStaff(payload)
  return <AssigneeSelect path={path ?? 'assignedTo'} label="Atiende" staff={staff} readOnly={Boolean(readOnly)} />
}
