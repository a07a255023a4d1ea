/**
 * The project's import graph as dependency-cruiser sees it with `.dependency-cruiser.cjs` (the
 * same resolution and rules as `npm run lint`), for checks that need more than its rules can say.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

const root = path.resolve(import.meta.dirname, '..')
const configFile = path.join(root, '.dependency-cruiser.cjs')

/** Cruises `paths` (relative to the project's root, which must be the working directory). */
export async function cruiseProject(paths: string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(configFile)
  const tsConfig = extractTSConfig(path.join(root, 'tsconfig.json'))
  const { output } = await cruise(paths, options, {}, { tsConfig })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result')
  return output
}

/** The `to.path` patterns of one of the config's rules, by name: the modules it forbids. */
export function forbiddenPaths(ruleName: string): RegExp[] {
  const config = createRequire(import.meta.url)(configFile) as { forbidden: IForbiddenRuleType[] }
  const rule = config.forbidden.find((candidate) => candidate.name === ruleName)
  if (!rule || !('to' in rule) || !rule.to.path) throw new Error(`.dependency-cruiser.cjs has no rule named ${ruleName} with a to.path`)
  return [rule.to.path].flat().map((pattern) => new RegExp(pattern))
}
