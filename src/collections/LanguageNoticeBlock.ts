import type { Block } from 'payload'

import { LANGUAGE_NOTICE_BLOCK, noticeLanguageOptions, PHONE_PLACEHOLDER } from '../lib/notice-languages'

/**
 * A tagline in another language inside a legal document's text (the notice of
 * nondiscrimination lists them): the page shows it marked with its language, and puts the
 * agency's phone where the text says {telefono}.
 */
export const languageNoticeBlock: Block = {
  slug: LANGUAGE_NOTICE_BLOCK,
  labels: { singular: 'Aviso en otro idioma', plural: 'Avisos en otros idiomas' },
  fields: [
    { name: 'language', label: 'Idioma', type: 'select', required: true, options: [...noticeLanguageOptions] },
    {
      name: 'text',
      label: 'Texto',
      type: 'textarea',
      required: true,
      maxLength: 600,
      admin: {
        description: `Escriba ${PHONE_PLACEHOLDER} donde debe aparecer el teléfono de la agencia (se toma de «Datos de la agencia»).`,
      },
    },
  ],
}
