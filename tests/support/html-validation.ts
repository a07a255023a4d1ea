import { type ConfigData, type HtmlElementLike, HtmlValidate } from 'html-validate'

/**
 * html-validate's "standard" preset: the rules that flag what the HTML standard forbids (content
 * models, attributes, nesting, duplicate ids), and "document" (doctype, lang, title), not the
 * style preferences of "recommended". Turned off: see `rules`.
 */
const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  elements: [
    'html5',
    {
      // The standard allows `value` only on an item of an `<ol>`; html-validate's own metadata does not say so.
      li: {
        attributes: {
          value: {
            // The metadata sees the element through a small adapter (closest, attributes): its list is the nearest one.
            allowed: (node: HtmlElementLike) => {
              const list = node.closest('ol, ul, menu')
              return list && list === node.closest('ol') ? null : 'only allowed on an item of an <ol>'
            },
          },
        },
      },
    },
  ],
  rules: {
    // Subresource integrity guards files from another origin; every script and stylesheet here is the site's own.
    'require-sri': 'off',
    // The standard allows any heading level first; the outline is axe's and the pages' own tests' concern.
    'heading-level': 'off',
  },
}

const validator = new HtmlValidate(config)

/** The validator's errors in a page's HTML, one readable line each (empty: valid). */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${message.ruleId} ${message.line}:${message.column} ${message.message} «${message.selector ?? ''}»`),
  )
}
