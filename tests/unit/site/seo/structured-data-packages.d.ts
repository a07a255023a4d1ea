// The two packages ship JavaScript only; these are the parts the JSON-LD test uses.
declare module '@adobe/structured-data-validator' {
  export type Issue = {
    severity: 'ERROR' | 'WARNING'
    issueMessage: string
    errorType?: string
    rootType?: string
    fieldNames?: string[]
  }
  export default class Validator {
    constructor(schemaOrgVocabulary: unknown)
    validate(extracted: unknown): Promise<Issue[]>
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): unknown
  }
}
