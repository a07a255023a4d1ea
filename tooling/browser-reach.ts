/**
 * What browser code reaches. Next bundles for the browser every module a 'use client' module
 * imports, and everything those import, directive or not (contact-schema.ts, copy, lib…). None
 * of it may reach a server package, a Node built-in or src/lib/server: the list is the `to` of
 * the rule `lib-browser-imports-no-server-code` in .dependency-cruiser.cjs.
 *
 * dependency-cruiser cannot do this alone: it does not read directives, and its `reachable`
 * rules walk type-only imports too (erased, so harmless) and cannot stop at a 'use server'
 * module (the browser gets only a reference to its actions). So this walks its graph.
 */
import { readFileSync } from 'node:fs'

import type { IModule } from 'dependency-cruiser'

import { cruiseProject, forbiddenPaths } from './dependency-graph'

/** The directive a module opens with ('use client', 'use server'), after any comments. */
export function leadingDirective(text: string): string | null {
  const code = text.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '')
  return /^(['"])(use [a-z]+)\1/.exec(code)?.[2] ?? null
}

type Graph = Pick<IModule, 'source' | 'dependencies'>[]

/**
 * Each server-only module browser code reaches, as the import chain from a 'use client' module
 * to it (the shortest one). `directiveOf` reads a source file's directive.
 */
export function browserReach(modules: Graph, serverOnly: RegExp[], directiveOf: (source: string) => string | null): string[][] {
  const bySource = new Map(modules.map((module) => [module.source, module]))
  const isSource = (source: string) => source.startsWith('src/')
  const roots = modules.filter((module) => isSource(module.source) && directiveOf(module.source) === 'use client')
  const previous = new Map<string, string | null>(roots.map((module) => [module.source, null]))
  const queue = roots.map((module) => module.source)
  const found: string[] = []

  for (let index = 0; index < queue.length; index++) {
    const source = queue[index]
    if (serverOnly.some((pattern) => pattern.test(source))) {
      found.push(source)
      continue
    }
    if (isSource(source) && directiveOf(source) === 'use server') continue
    for (const dependency of bySource.get(source)?.dependencies ?? []) {
      if (dependency.dependencyTypes.includes('type-only') || previous.has(dependency.resolved)) continue
      previous.set(dependency.resolved, source)
      queue.push(dependency.resolved)
    }
  }

  return found.map((target) => {
    const chain = [target]
    for (let step = previous.get(target); step; step = previous.get(step)) chain.unshift(step)
    return chain
  })
}

const readDirective = (source: string) => leadingDirective(readFileSync(source, 'utf8'))

/** The server-only modules browser code reaches from `paths` (default: all of src). */
export async function browserCodeReachingServerModules(paths = ['src']): Promise<string[][]> {
  const { modules } = await cruiseProject(paths)
  return browserReach(modules, forbiddenPaths('lib-browser-imports-no-server-code'), readDirective)
}
