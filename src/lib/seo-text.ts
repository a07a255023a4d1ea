/**
 * Lengths search engines show without cutting: titles up to 60 characters, descriptions of
 * 70 to 160. The agency's name is staff-edited (up to 80 characters), so these fit whatever
 * it is.
 */
export const MAX_TITLE_LENGTH = 60
export const MIN_DESCRIPTION_LENGTH = 70
export const MAX_DESCRIPTION_LENGTH = 160

/** Cuts at the last word boundary that fits, with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** "Page | Agency" when it fits in 60 characters, else the page's own title (shortened if need be). */
export function pageTitle(page: string, siteName: string): string {
  const full = `${page} | ${siteName}`
  return full.length <= MAX_TITLE_LENGTH ? full : shorten(page, MAX_TITLE_LENGTH)
}

/** At most 160 characters, cut at a word. */
export const fitDescription = (text: string): string => shorten(text, MAX_DESCRIPTION_LENGTH)
