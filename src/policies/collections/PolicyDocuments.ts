import type { Access, CollectionAfterReadHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin } from '../../access/is-admin'
import { relationId } from '../../lib/relation-id'
import { policyDocumentsDir } from '../../lib/server/server-env'
import { checkDocumentFile } from '../documents/check-document-file'
import { policyDocumentKindOptions } from '../documents/document-kinds'
import { DOCUMENT_MIME_TYPES } from '../documents/document-type'
import { downloadDocumentEndpoint } from '../documents/download-endpoint'

/**
 * Signed-in staff read the records; nobody reads the file through Payload's static route (/api/policy-documents/file/…),
 * not even staff: the file leaves only through the download route, which logs each download.
 */
const staffButNotTheStaticFile: Access = ({ req, isReadingStaticFile }) => Boolean(req.user) && !isReadingStaticFile

/** The document belongs to its policy's client: copied from the policy, so a client's documents can be listed and filtered. */
const clientFromPolicy: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const policyId = relationId(data.policy ?? originalDoc?.policy)
  if (!policyId) return data
  const policy = await req.payload.findByID({ collection: 'policies', id: policyId, depth: 0, disableErrors: true, req })
  return { ...data, client: policy ? relationId(policy.client) : null }
}

/**
 * No file address at all: Payload's would be its static route (refused), and the download route as `url` would be loaded
 * by the admin as an image preview in every list and edit screen, each a logged download nobody asked for. Staff use the
 * «Descargar» link (the `download` field) instead.
 */
const noFileAddress: CollectionAfterReadHook = ({ doc }) => ({ ...doc, url: null, thumbnailURL: null })

/**
 * Private documents of a policy (issue 36, item 6): ID cards, carrier letters, PDFs and photos. Kept with the media
 * storage (POLICY_DOCUMENTS_DIR, or the bucket under policy-documents/) but never public.
 */
export const PolicyDocuments: CollectionConfig = {
  slug: 'policy-documents',
  labels: { singular: 'Documento de póliza', plural: 'Documentos de pólizas' },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'policy', 'client', 'createdAt'],
    group: 'Cartera de clientes',
    description: 'Tarjetas de identificación, cartas de la aseguradora y otros documentos privados. Solo el personal los descarga.',
  },
  access: { read: staffButNotTheStaticFile, create: staffButNotTheStaticFile, update: staffButNotTheStaticFile, delete: isAdmin },
  hooks: { beforeOperation: [checkDocumentFile], beforeChange: [clientFromPolicy], afterRead: [noFileAddress] },
  endpoints: [downloadDocumentEndpoint],
  upload: {
    staticDir: policyDocumentsDir(),
    mimeTypes: [...DOCUMENT_MIME_TYPES],
    // Stored as uploaded: no resized copies, no thumbnails (each would be one more file to keep private).
    adminThumbnail: () => null,
    crop: false,
    focalPoint: false,
  },
  fields: [
    { name: 'policy', label: 'Póliza', type: 'relationship', relationTo: 'policies', required: true, index: true },
    {
      name: 'client',
      label: 'Cliente',
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      admin: { readOnly: true, description: 'El cliente de la póliza.' },
    },
    {
      name: 'kind',
      label: 'Tipo de documento',
      type: 'select',
      required: true,
      defaultValue: 'tarjeta',
      options: [...policyDocumentKindOptions],
    },
    { name: 'description', label: 'Descripción', type: 'text', maxLength: 200 },
    {
      name: 'download',
      label: 'Archivo',
      type: 'ui',
      admin: {
        components: { Field: '/policies/admin/DownloadDocumentLink', Cell: '/policies/admin/DownloadDocumentCell' },
      },
    },
    {
      name: 'downloads',
      label: 'Quién lo descargó',
      type: 'join',
      collection: 'policy-document-downloads',
      on: 'document',
      defaultSort: '-at',
      defaultLimit: 50,
      admin: { allowCreate: false, defaultColumns: ['userName', 'at'] },
    },
  ],
}
