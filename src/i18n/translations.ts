/**
 * Payload's own Spanish where it reads oddly to staff (merged over @payloadcms/translations' es
 * through `i18n.translations`). The list's search box joins the searchable fields' labels with
 * `general:or`: 'Buscar por Correo electrónico, Nombre O Teléfono'.
 */
export const adminTranslations = {
  es: {
    general: { or: 'o' },
  },
}
