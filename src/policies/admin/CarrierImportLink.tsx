import { carrierImportHref } from '@/policies/import/import-view-path'

/** Above the imports' list: where a new report is imported. */
export default function CarrierImportLink() {
  return (
    <p className="carrier-import__link">
      <a href={carrierImportHref}>Importar un informe de aseguradora</a>
    </p>
  )
}
