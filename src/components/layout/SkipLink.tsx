import { copy } from '@/copy/site'

export const MAIN_CONTENT_ID = 'contenido'

/** First focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={
        'sr-only z-[70] rounded-md bg-brand-900 px-4 py-3 font-semibold text-white ' +
        'focus:not-sr-only focus:fixed focus:left-4 focus:top-4'
      }
    >
      {copy.skipLink}
    </a>
  )
}
