import type { Config } from 'payload'

/**
 * Overrides of Payload's Spanish translations (@payloadcms/translations) where its wording is
 * English or does not fit the agency's desk.
 */
export const adminTranslations: NonNullable<Config['i18n']>['translations'] = {
  es: {},
}
