import type { PayloadRequest } from 'payload'

import { staffName } from '@/leads/public'

/** One line of the download log: which document, who (account and name as text), when; in the request's transaction. */
export async function logDocumentDownload(req: PayloadRequest, document: { id: number; filename?: string | null }): Promise<void> {
  const user = req.user as { id: number; name?: string | null; email?: string | null } | null
  if (!user) return
  await req.payload.create({
    collection: 'policy-document-downloads',
    data: {
      document: document.id,
      documentName: document.filename ?? '',
      user: user.id,
      userName: staffName(user),
      at: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
