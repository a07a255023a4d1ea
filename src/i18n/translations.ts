/**
 * Payload's own Spanish where it reads oddly to staff (merged over @payloadcms/translations' es and
 * the plugins' es through `i18n.translations`; the keys are Payload 3.90's).
 */
export const adminTranslations = {
  es: {
    general: {
      // The list's search box joins the searchable fields' labels with it: 'Buscar por Correo electrónico, Nombre O Teléfono'.
      or: 'o',
      // A list cell with nothing to show, Payload's '<Sin Título>', '<Sin Atiende>'.
      noLabel: '{{label}}: (vacío)',
    },
    version: { unpublishedSuccessfully: 'Despublicado correctamente.' },
    // '1 Filas': Payload passes the plural label whatever the count (and 'require' is a typo).
    validation: {
      requiresAtLeast: 'Mínimo requerido: {{count}} ({{label}}).',
      requiresNoMoreThan: 'Máximo permitido: {{count}} ({{label}}).',
    },
    // The SEO fields' hint links to Google's guide, which is in English.
    'plugin-seo': { bestPractices: 'la guía de Google (en inglés)' },
  },
}
