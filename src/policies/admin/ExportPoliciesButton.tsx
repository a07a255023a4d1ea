'use client'

import { useSearchParams } from 'next/navigation'

import { listExportHref } from '../../lib/list-export-href'
import { POLICIES_EXPORT_ENDPOINT } from '../export/policies-csv'

/** Above the policies list: downloads the list as CSV with the filters and search in use. */
export default function ExportPoliciesButton() {
  const searchParams = useSearchParams()
  return (
    <div className="contacts-export">
      <a
        className="btn btn--style-secondary btn--size-small contacts-export__button"
        href={listExportHref(`/api${POLICIES_EXPORT_ENDPOINT}`, searchParams)}
        download
      >
        Exportar pólizas (CSV)
      </a>
      <span className="contacts-export__hint">Se exportan las pólizas con los filtros y la búsqueda actuales.</span>
    </div>
  )
}
