'use client'

import { useSearchParams } from 'next/navigation'

import { contactsExportHref } from './contacts-export-href'

/** Above the contacts list: downloads the list as CSV with the filters and search in use. */
export default function ExportContactsButton() {
  const searchParams = useSearchParams()
  return (
    <div className="contacts-export">
      <a className="btn btn--style-secondary btn--size-small contacts-export__button" href={contactsExportHref(searchParams)} download>
        Exportar CSV
      </a>
      <span className="contacts-export__hint">Se exportan los contactos con los filtros y la búsqueda actuales.</span>
    </div>
  )
}
