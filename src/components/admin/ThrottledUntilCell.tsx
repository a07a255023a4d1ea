'use client'

import { DateCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** Users list: when the account's login is throttled, until when; nothing (not "<Sin …>") otherwise. */
export default function ThrottledUntilCell(props: DefaultCellComponentProps) {
  return props.cellData ? <DateCell {...(props as Parameters<typeof DateCell>[0])} /> : null
}
