'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { documentCopy } from '../documents/document-copy'
import { policyDocumentDownloadPath } from '../documents/document-kinds'

/** A policy document's edit screen: the one link to its file (the logged download route); nothing before it is saved. */
export default function DownloadDocumentLink() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className="policy-document-download">
      <a className="btn btn--style-secondary btn--size-small" href={policyDocumentDownloadPath(id)} download>
        {documentCopy.downloadLabel}
      </a>
    </p>
  )
}
