/**
 * The civil-rights (§1557) coordinator the nondiscrimination notice names for grievances:
 * five facts from the site settings, each one required there and before the notice is published.
 */
export const grievanceCoordinatorFields = ['name', 'title', 'postalAddress', 'phone', 'email'] as const

export type GrievanceCoordinator = Record<(typeof grievanceCoordinatorFields)[number], string>

type Stored = { [field in (typeof grievanceCoordinatorFields)[number]]?: string | null } | null | undefined

/** The coordinator as stored, or null when any fact is empty (or a database from before the group has none). */
export function completeGrievanceCoordinator(stored: Stored): GrievanceCoordinator | null {
  const coordinator = Object.fromEntries(grievanceCoordinatorFields.map((field) => [field, stored?.[field]?.trim() ?? '']))
  return grievanceCoordinatorFields.every((field) => coordinator[field]) ? (coordinator as GrievanceCoordinator) : null
}
