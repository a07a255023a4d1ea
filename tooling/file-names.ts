/**
 * The house's naming rule for files (DESIGN.md, "Naming"): PascalCase for React components and
 * Payload configs, as their ecosystems write them; `useThing.ts` for React hooks; kebab-case for
 * everything else. Generated files keep the names their generators give them.
 */
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)+$/
const reactComponent = /^[A-Z][A-Za-z0-9]*(?:\.test)?\.tsx$/
const reactHook = /^use[A-Z][A-Za-z0-9]*\.ts$/
const payloadConfig = /^[A-Z][A-Za-z0-9]*\.ts$/
const payloadConfigFolder = /(?:^|\/)(?:collections|globals)\/[^/]+$/
const generated = [/^src\/migrations\/\d{8}_\d{6}_[a-z0-9_]+\.(?:ts|json)$/, /^src\/app\/\(payload\)\/admin\/importMap\.js$/]
const licence = /^LICENSE-[a-z0-9-]+\.txt$/

export function isWellNamed(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1)
  if (generated.some((pattern) => pattern.test(path))) return true
  if (kebab.test(name) || reactComponent.test(name) || reactHook.test(name) || licence.test(name)) return true
  return payloadConfig.test(name) && payloadConfigFolder.test(path)
}

export const misnamedFiles = (paths: string[]): string[] => paths.filter((path) => !isWellNamed(path))
