import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import type { AfterErrorHook, FlattenedField } from 'payload'

type FieldError = { path?: string; label?: unknown; message?: string }

/** Labels of the fields Payload adds itself, which no collection config names. */
const builtInLabels: Record<string, string> = { file: 'Archivo', filename: 'Nombre del archivo', email: 'Correo electrónico' }

/**
 * Payload's upload checks answer in English, whatever the admin's language
 * (payload/dist/uploads/checkFileRestrictions.js); one error may join several with ', '.
 */
const uploadMessages: [RegExp, string][] = [
  [/Invalid MIME type: ([^,]+?)\./g, 'Este tipo de archivo ($1) no se admite: suba una imagen PNG, JPG, WebP o AVIF.'],
  [/File type (\S+) \(from extension (\w+)\) is not allowed\./g, 'Los archivos .$2 no se admiten: suba una imagen PNG, JPG, WebP o AVIF.'],
  [/Invalid or corrupted PDF file\.|Invalid PDF file\./g, 'El PDF está dañado o no es válido.'],
  [/Invalid or corrupted ISO base media file\./g, 'El archivo está dañado o no es válido.'],
  [/SVG file contains potentially harmful content\./g, 'El SVG contiene contenido potencialmente peligroso.'],
]

export const spanishUploadMessage = (message: string) =>
  uploadMessages.reduce((text, [pattern, spanish]) => text.replace(pattern, spanish), message)

const summaryPrefixes = [en, es].flatMap(({ translations }) => [
  translations.error.followingFieldsInvalid_one,
  translations.error.followingFieldsInvalid_other,
])
const isSummary = (message: unknown) => typeof message === 'string' && summaryPrefixes.some((prefix) => message.startsWith(prefix))

function findField(fields: FlattenedField[], path: string): FlattenedField | undefined {
  const [name, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === name)
  if (!field || rest.length === 0) return field
  const index = /^\d+$/.test(rest[0]) ? 1 : 0
  return 'flattenedFields' in field ? findField(field.flattenedFields, rest.slice(index).join('.')) : field
}

function spanishLabel(fields: FlattenedField[], error: FieldError): string {
  if (typeof error.label === 'string' && error.label !== error.path) return error.label
  const path = error.path ?? ''
  const label = findField(fields, path)?.label
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'es' in label && typeof label.es === 'string') return label.es
  return builtInLabels[path.split('.')[0]] ?? path
}

/**
 * A refused save names each field by the label staff see, in Spanish: Payload's ValidationError
 * names a field by its code name when the thrower gave no label (our hooks, the database's
 * unique check: '…inválido: slug') and is English when thrown without `t` (the upload checks:
 * 'The following field is invalid: file'). The field messages of the upload checks become Spanish too.
 */
export const spanishValidationMessages: AfterErrorHook = ({ collection, error, req, result }) => {
  const { status, data } = error as { status?: number; data?: { errors?: FieldError[] } }
  if (status !== 400 || !Array.isArray(data?.errors) || data.errors.length === 0) return
  const fields = collection?.flattenedFields ?? []
  const errors = data.errors.map((entry) => ({
    ...entry,
    label: spanishLabel(fields, entry),
    message: typeof entry.message === 'string' ? spanishUploadMessage(entry.message) : entry.message,
  }))
  const summary = `${req.t('error:followingFieldsInvalid', { count: errors.length })} ${errors.map((entry) => entry.label).join(', ')}`
  const entries = result?.errors?.length ? result.errors : [{ name: 'ValidationError', message: summaryPrefixes[0] }]
  return {
    status: 400,
    response: {
      ...result,
      // A message a hook wrote itself (the password's reason) is kept.
      errors: entries.map((entry) => ({
        ...entry,
        message: isSummary(entry.message) ? summary : entry.message,
        data: { ...data, errors },
      })),
    },
  }
}
