import type { ServerComponentProps } from 'payload'
import { recordIntegrity } from '@/records/read/records'
import { recordAdminCopy } from '../staff-copy'

/** On a signed record's page: whether it still matches its hash, and the print view (logged). */
export default async function RecordIntegrity({ id, payload, user }: Pick<ServerComponentProps, 'id' | 'payload' | 'user'>) {
  const recordId = Number(id)
  if (!user || !Number.isSafeInteger(recordId) || recordId <= 0) return null
  const intact = await recordIntegrity(payload, user, recordId)
  if (intact === null) return null
  return (
    <div className="record-integrity" style={{ marginBottom: '1.5rem' }}>
      <p
        role={intact ? 'status' : 'alert'}
        style={{
          padding: '0.75rem 1rem',
          borderRadius: 4,
          fontWeight: 600,
          background: intact ? 'var(--theme-success-100)' : 'var(--theme-error-100)',
          color: intact ? 'var(--theme-success-800)' : 'var(--theme-error-800)',
        }}
      >
        {intact ? recordAdminCopy.intact : recordAdminCopy.tampered}
      </p>
      <a href={`/api/signed-records/${recordId}/print`} target="_blank" rel="noopener">
        {recordAdminCopy.printLink}
      </a>
    </div>
  )
}
