'use client'

import type { DefaultCellComponentProps } from 'payload'

/** Contacts list, column «Cliente»: the mark when the lead has a policy, or nothing (not Payload's 'true'/'false'). */
export default function ClientMarkCell({ cellData }: DefaultCellComponentProps) {
  return cellData ? <span className="client-mark">Cliente</span> : null
}
