import type { AdminViewServerProps } from 'payload'
import { StaffScreen } from '@/components/admin/StaffScreen'
import { importFields } from '@/policies/import/import-fields'
import { lineChoiceOptions } from '@/policies/import/import-statuses'
import { carrierChoices } from '@/policies/read/carriers'
import { CarrierImportScreen } from './CarrierImportScreen'

/**
 * «Importar pólizas»: staff upload a carrier's book-of-business CSV, map its columns (prefilled from the carrier's
 * saved mapping), read the per-row preview, then apply it in the jobs queue and watch its progress.
 */
export default async function CarrierImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { payload, user } = initPageResult.req
  const carriers = user ? await carrierChoices(payload, user) : []
  return (
    <StaffScreen initPageResult={initPageResult} params={params} searchParams={searchParams} className="carrier-import">
      <h1>Importar pólizas de un informe de aseguradora</h1>
      <p>
        Suba el informe de cartera («book of business») en CSV tal como lo exporta la aseguradora. Verá qué pasará con cada fila antes de
        aplicarlo. Las personas nuevas quedan marcadas «importado» y fuera de las listas de llamadas hasta registrar su consentimiento.
      </p>
      <CarrierImportScreen
        carriers={carriers}
        lines={lineChoiceOptions}
        fields={importFields.map(({ field, label }) => ({ field, label }))}
      />
      <p>
        <a href="/admin/collections/carrier-imports">Ver las importaciones anteriores</a>
      </p>
    </StaffScreen>
  )
}
