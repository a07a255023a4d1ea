/**
 * Languages of the taglines in the notice of nondiscrimination (ACA §1557 notice of
 * availability of language assistance): the CMS editor offers them and the page marks each
 * tagline with its language (and direction) so browsers and screen readers read it right.
 * The label is the language's own name, then its Spanish name for staff.
 */
export const noticeLanguageOptions = [
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'English (inglés)' },
  { value: 'vi', label: 'Tiếng Việt (vietnamita)' },
  { value: 'zh-Hant', label: '繁體中文 (chino tradicional)' },
  { value: 'zh-Hans', label: '简体中文 (chino simplificado)' },
  { value: 'ht', label: 'Kreyòl Ayisyen (criollo haitiano)' },
  { value: 'ko', label: '한국어 (coreano)' },
  { value: 'pt', label: 'Português (portugués)' },
  { value: 'fr', label: 'Français (francés)' },
  { value: 'ru', label: 'Русский (ruso)' },
  { value: 'ar', label: 'العربية (árabe)' },
  { value: 'tl', label: 'Tagalog (tagalo)' },
  { value: 'de', label: 'Deutsch (alemán)' },
  { value: 'gu', label: 'ગુજરાતી (guyaratí)' },
  { value: 'hi', label: 'हिन्दी (hindi)' },
  { value: 'ur', label: 'اردو (urdu)' },
  { value: 'fa', label: 'فارسی (persa)' },
  { value: 'ja', label: '日本語 (japonés)' },
  { value: 'it', label: 'Italiano (italiano)' },
  { value: 'pl', label: 'Polski (polaco)' },
] as const

export type NoticeLanguage = (typeof noticeLanguageOptions)[number]['value']

const rightToLeft: readonly string[] = ['ar', 'ur', 'fa']

export const textDirection = (language: string): 'rtl' | 'ltr' => (rightToLeft.includes(language) ? 'rtl' : 'ltr')

/** Where the agency's phone goes in a tagline; the page puts the number from the site settings there. */
export const PHONE_PLACEHOLDER = '{telefono}'

/** The slug of the editor block that holds a tagline (src/collections/LanguageNoticeBlock.ts). */
export const LANGUAGE_NOTICE_BLOCK = 'languageNotice'
