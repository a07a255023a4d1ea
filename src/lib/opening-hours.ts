/**
 * The agency's opening hours as search engines read them (schema.org
 * OpeningHoursSpecification), from the Spanish text staff write in the admin:
 * "Lunes a Viernes 8:00 AM – 6:00 PM", several of them separated by ';' or a new line
 * ("Lunes a Viernes 8:00 AM – 6:00 PM; Sábado 9:00 AM – 1:00 PM"). A text in any other shape
 * gives nothing rather than wrong hours.
 */
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export type DayOfWeek = (typeof days)[number]

export type OpeningHours = { dayOfWeek: DayOfWeek[]; opens: string; closes: string }

const spanishDays: Record<string, number> = {
  lunes: 0,
  martes: 1,
  miercoles: 2,
  jueves: 3,
  viernes: 4,
  sabado: 5,
  domingo: 6,
}

const time = String.raw`\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?`
const segmentPattern = new RegExp(
  String.raw`^(?<days>.+?)[\s,:]+(?:de\s+)?(?<opens>${time})\s*(?:–|—|-|a|hasta)\s*(?<closes>${time})$`,
  'i',
)

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** A Spanish day name, singular or plural ("sábados"), with or without accents. */
function dayIndex(word: string): number | undefined {
  const name = plain(word).trim()
  return spanishDays[name] ?? spanishDays[name.replace(/s$/, '')]
}

function parseDays(text: string): DayOfWeek[] | null {
  const range = /^(\S+)\s+(?:a|-|–|al)\s+(\S+)$/i.exec(text.trim())
  if (range) {
    const [from, to] = [dayIndex(range[1]), dayIndex(range[2])]
    if (from === undefined || to === undefined || to < from) return null
    return days.slice(from, to + 1)
  }
  const listed = text.split(/\s*(?:,|\sy\s)\s*/i).map(dayIndex)
  if (listed.some((index) => index === undefined)) return null
  return [...new Set(listed as number[])].sort((a, b) => a - b).map((index) => days[index])
}

/** "8:00 AM" → "08:00", "6 p. m." → "18:00", "18:30" → "18:30"; null when it is no time of day. */
function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s?m\.?)?$/i.exec(text.trim())
  if (!match) return null
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? '0')
  const half = match[3]?.toLowerCase()
  if (minutes > 59 || hours > (half ? 12 : 23) || (half && hours === 0)) return null
  if (half === 'p' && hours < 12) hours += 12
  if (half === 'a' && hours === 12) hours = 0
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

export function openingHours(text: string): OpeningHours[] {
  const segments = text
    .split(/[;\n]/)
    .map((segment) => segment.trim())
    .filter(Boolean)
  const parsed = segments.map((segment) => {
    const match = segmentPattern.exec(segment)
    if (!match?.groups) return null
    const dayOfWeek = parseDays(match.groups.days)
    const [opens, closes] = [parseTime(match.groups.opens), parseTime(match.groups.closes)]
    return dayOfWeek && opens && closes ? { dayOfWeek, opens, closes } : null
  })
  return parsed.every((hours) => hours !== null) ? (parsed as OpeningHours[]) : []
}
