'use client'

import { useField } from '@payloadcms/ui'

import type { StaffOption } from '@/leads/read/desk'

type Props = { path: string; label: string; staff: StaffOption[]; readOnly: boolean }

const idOf = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return ''
}

/** A native select: one tap on a phone, readable by screen readers, no search box to fight with. */
export function AssigneeSelect({ path, label, staff, readOnly }: Props) {
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
        value={idOf(value)}
        disabled={readOnly}
        onChange={(event) => setValue(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Sin asignar</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  )
}
