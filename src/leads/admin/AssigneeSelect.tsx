'use client'

import { useField } from '@payloadcms/ui'

import type { StaffOption } from '@/leads/read/desk'
import { relationId } from '../../lib/relation-id'

type Props = { path: string; label: string; staff: StaffOption[]; readOnly: boolean; emptyLabel?: string }

/** A native select: one tap on a phone, readable by screen readers, no search box to fight with. */
export function AssigneeSelect({ path, label, staff, readOnly, emptyLabel = 'Sin asignar' }: Props) {
  const { value, setValue } = useField<number | null>({ path })
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type desk-assignee">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <select
        id={inputId}
        className="desk-assignee__select"
        value={String(relationId(value) ?? '')}
        disabled={readOnly}
        onChange={(event) => setValue(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{emptyLabel}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  )
}
