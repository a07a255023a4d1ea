'use client'

import type { DefaultCellComponentProps } from 'payload'

/** Contacts list: a duplicate lead links to the lead it repeats. */
export default function DuplicateCell({ cellData }: DefaultCellComponentProps) {
  const id = cellData && typeof cellData === 'object' && 'id' in cellData ? cellData.id : cellData
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return (
    <a className="desk-duplicate-link" href={`/admin/collections/contacts/${id}`}>
      Duplicado de n.º {id}
    </a>
  )
}
