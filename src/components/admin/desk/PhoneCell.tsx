'use client'

import type { DefaultCellComponentProps } from 'payload'

import { telHref } from '@/lib/phone'

/** Contacts list: the phone as a link that calls it from a phone. */
export default function PhoneCell({ cellData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  return (
    <a className="desk-phone-link" href={telHref(cellData)}>
      {cellData}
    </a>
  )
}
