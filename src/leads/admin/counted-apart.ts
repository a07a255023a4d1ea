const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * What a dashboard count leaves out, in words: 'Aparte (no se cuentan): 2 con «No contactar» y
 * 1 posible duplicado.' Null when it leaves nothing out.
 */
export function countedApart({ optedOut, duplicates = 0 }: { optedOut: number; duplicates?: number }): string | null {
  const parts = [
    ...(optedOut > 0 ? [`${optedOut} con «No contactar»`] : []),
    ...(duplicates > 0 ? [plural(duplicates, 'posible duplicado', 'posibles duplicados')] : []),
  ]
  if (parts.length === 0) return null
  return `Aparte (no se cuentan): ${parts.join(' y ')}.`
}
