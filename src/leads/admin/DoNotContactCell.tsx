'use client'

import type { DefaultCellComponentProps } from 'payload'

import { DoNotContactMark } from './DoNotContactMark'

/** Contacts list, column «No contactar»: the mark, or nothing (not Payload's 'true'/'false'). */
export default function DoNotContactCell({ cellData }: DefaultCellComponentProps) {
  return cellData ? <DoNotContactMark /> : null
}
