/** What happened to the policy: the first line of its history entry. */
export type PolicyAction = 'registrada' | 'modificada' | 'borrada'

/** A policy's history entry as one note: «Póliza modificada: <título>», then one line per change. */
export const policyHistoryNote = (action: PolicyAction, title: string, changes: string[] = []): string =>
  [`Póliza ${action}: ${title}`, ...changes].join('\n')
