'use client'

import type { DefaultCellComponentProps } from 'payload'

import { documentCopy } from '../documents/document-copy'
import { policyDocumentDownloadPath } from '../documents/document-kinds'

/** Lists of policy documents (theirs and a policy's): a download link on each row, through the logged route. */
export default function DownloadDocumentCell({ rowData }: DefaultCellComponentProps) {
  const id = rowData?.id
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return (
    <a href={policyDocumentDownloadPath(id)} download onClick={(event) => event.stopPropagation()}>
      {documentCopy.downloadLabel}
    </a>
  )
}
