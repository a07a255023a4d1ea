/**
 * The agency's customer rating, one figure for the whole site (site settings): a figure of the
 * trust strip or of the testimonials' summary that says {calificacion} shows it, so the hero and
 * the testimonials never disagree.
 */
export const RATING_PLACEHOLDER = '{calificacion}'

/** «4.8/5»: one decimal, out of five. */
export const formatRating = (rating: number): string => `${rating.toFixed(1)}/5`

type Figure = { value?: string | null; label?: string | null }
type FilledFigure<T> = T & { value: string; label: string }

const isFilled = <T extends Figure>(stat: T): stat is FilledFigure<T> => Boolean(stat.value && stat.label)

/**
 * The figures with the rating where they say {calificacion}. A figure not filled in yet (a draft's
 * empty row in the live preview) is left out, and a section may have none: it never breaks the page.
 */
export const withRating = <T extends Figure>(stats: T[] | null | undefined, rating: string): FilledFigure<T>[] =>
  (stats ?? [])
    .filter(isFilled)
    .map((stat) => (stat.value.includes(RATING_PLACEHOLDER) ? { ...stat, value: stat.value.replace(RATING_PLACEHOLDER, rating) } : stat))
