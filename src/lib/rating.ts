/**
 * The agency's customer rating, one figure for the whole site (site settings): a figure of the
 * trust strip or of the testimonials' summary that says {calificacion} shows it, so the hero and
 * the testimonials never disagree.
 */
export const RATING_PLACEHOLDER = '{calificacion}'

/** «4.8/5»: one decimal, out of five. */
export const formatRating = (rating: number): string => `${rating.toFixed(1)}/5`

/** The figures with the rating where they say {calificacion}. */
export const withRating = <T extends { value: string }>(stats: T[], rating: string): T[] =>
  stats.map((stat) => (stat.value.includes(RATING_PLACEHOLDER) ? { ...stat, value: stat.value.replace(RATING_PLACEHOLDER, rating) } : stat))
