import { formatSpanishDate } from '../../lib/spanish-time'
import type { RenewalSeason } from './seasons'

/** 'AEP 2027' */
export const seasonName = (season: RenewalSeason): string => `${season.kind.toUpperCase()} ${season.planYear}`

/** 'AEP 2027: del 15 de octubre de 2026 al 7 de diciembre de 2026' */
export const seasonSpan = (season: RenewalSeason): string =>
  `${seasonName(season)}: del ${formatSpanishDate(`${season.opensOn}T12:00:00Z`)} al ${formatSpanishDate(`${season.closesOn}T12:00:00Z`)}`
