'use client'

import type { DefaultCellComponentProps } from 'payload'

import { telHref } from '@/lib/phone'

import { DoNotContactMark } from './DoNotContactMark'

/** Contacts list: the phone as a link that calls it from a phone; a lead on the 'no contactar' list gets the mark and no link. */
export default function PhoneCell({ cellData, rowData }: DefaultCellComponentProps) {
  const phone = typeof cellData === 'string' ? cellData : ''
  if (rowData?.doNotContact) {
    return (
      <span className="desk-phone-stopped">
        <DoNotContactMark />
        {phone && <span className="desk-phone-stopped__number">{phone}</span>}
      </span>
    )
  }
  if (!phone) return null
  return (
    <a className="desk-phone-link" href={telHref(phone)}>
      {phone}
    </a>
  )
}
