import type { ServerFieldBase } from 'payload'

import { chosenProductLabels } from '../chosen-products'

/** Staff-facing words of this field (Spanish, beside the component that shows them). */
const chosenOptionsCopy = {
  label: 'Opciones elegidas',
  none: 'Ninguna: este documento no pide elegir productos.',
  noneChosen: 'La persona no marcó ningún producto.',
  other: 'Otras respuestas guardadas',
} as const

/**
 * «Opciones elegidas» on a signed record, read-only and readable: the chosen products by their
 * Spanish labels. It replaces Payload's JSON editor, which loads Monaco from a CDN that the
 * admin's Content-Security-Policy blocks (it shimmered forever); nothing here comes from outside the site.
 */
export default function ChosenOptions({ data }: Pick<ServerFieldBase, 'data'>) {
  const choices: unknown = data?.choices ?? null
  const products = chosenProductLabels(choices)
  const { products: _listed, ...rest } = (choices && typeof choices === 'object' ? choices : {}) as Record<string, unknown>
  const others = Object.entries(rest)
  return (
    <div className="field-type chosen-options" data-testid="chosen-options" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">{chosenOptionsCopy.label}</span>
      {products === null && others.length === 0 && <p>{chosenOptionsCopy.none}</p>}
      {products?.length === 0 && <p>{chosenOptionsCopy.noneChosen}</p>}
      {products && products.length > 0 && (
        <ul aria-label={chosenOptionsCopy.label} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {products.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <dl aria-label={chosenOptionsCopy.other}>
          {others.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}
